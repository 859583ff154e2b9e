/**
 * The server's Node options (src/ops/node-flags.ts) are one fact written in several places that cannot import it: the
 * start scripts of both package.json files and the systemd unit of docs/deploy.md. Each must name every flag, and a
 * server started by test/proc.ts must run with them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/ops/node-flags.ts';
import { spawnServer } from './proc.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

test('every place that starts the server names its node flags', () => {
  const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const server = JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> };
  const unit = read('docs/deploy.md')
    .split('\n')
    .find((l) => l.startsWith('ExecStart='));
  const places: [string, string | undefined][] = [
    ['package.json start', root.scripts.start],
    ['package.json server', root.scripts.server],
    ['apps/server/package.json start', server.scripts.start],
    ['docs/deploy.md ExecStart', unit],
  ];
  expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  for (const [where, line] of places) {
    expect(line, where).toBeDefined();
    for (const flag of SERVER_NODE_FLAGS) expect(line?.split(/\s+/), `${where}: ${flag}`).toContain(flag);
  }
});

test('a server process started for the tests runs with them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shaju-flags-'));
  const s = await spawnServer(dir);
  try {
    const args = readFileSync(`/proc/${s.proc.pid}/cmdline`, 'utf8').split('\0');
    for (const flag of SERVER_NODE_FLAGS) expect(args).toContain(flag);
  } finally {
    await s.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
