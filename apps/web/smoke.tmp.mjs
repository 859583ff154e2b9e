import { chromium } from 'playwright-core';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto(process.argv[2] ?? 'http://127.0.0.1:2601/');
await p.getByTestId('quick-shajisifu').click();
await p.waitForSelector('[data-testid=room]', { timeout: 10000 });
console.log(p.url());
await p.getByTestId('start').click();
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/smoke.png' });
console.log((await p.textContent('main'))?.slice(0, 300));
await b.close();
