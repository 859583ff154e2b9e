/**
 * The security headers in real Chromium (issue 29, point 7): the page comes with a Content-Security-Policy, no page may
 * frame it (`frame-ancestors 'none'`, `X-Frame-Options: DENY`) and `X-Powered-By` is gone — and the built client,
 * under that policy, plays a quick game, shows a rulebook and a replay with no violation reported by the browser.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openHome, quickStart } from './flows.ts';
import { type Harness, startHarness, withServerReport } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

test('the page is served with its CSP and frame headers, and the client runs under them without a violation', async () => {
  const page = await h.person();
  // Every violation the browser reports, from the first script on.
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile} ${e.lineNumber} ${e.columnNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  const doc = await page.goto(`${h.server.url}/`);
  const headers = doc?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  await withServerReport(
    h.server,
    (async () => {
      await openHome(page, h.server.url, 'csp');
      await quickStart(page, 'paopaosha');
      await openHome(page, h.server.url, 'csp');
      const code = await quickStart(page, 'shajisifu');
      await page.goto(`${h.server.url}/rules/paopaosha`);
      await page.getByRole('heading').first().waitFor();
      await page.goto(`${h.server.url}/replay/${code}`);
      await page.locator('main').waitFor();
    })(),
  );
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const real: string[] = [];
  for (const v of violations) if (!(await isEvalProbe(v))) real.push(v);
  expect(real).toEqual([]);
  expect(console).toEqual([]);
});

/**
 * Whether violation `v` (`directive blockedURI file line column`) is msgpackr's probe for `eval` at load (`try {
 * Function('') } catch { … }`: without eval it decodes without generated code, as the client's messages need), the one
 * refusal the policy is meant to cause.
 */
async function isEvalProbe(v: string): Promise<boolean> {
  const [directive, blocked, file, line, column] = v.split(' ');
  if (directive !== 'script-src' || blocked !== 'eval' || !file) return false;
  const source = (await (await fetch(file)).text()).split('\n')[Number(line) - 1] ?? '';
  return /^Function\(\s*(``|''|"")\s*\)/.test(source.slice(Number(column) - 1));
}
