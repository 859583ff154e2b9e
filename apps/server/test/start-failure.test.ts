/**
 * A server that cannot start says why in one line and exits (it used to print a stack trace and hang, its storage
 * open): a port in use, from `npm start` / `npm run server` (apps/server/src/main.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

test('a port in use: one clear line naming the port and what to do, exit code 1, no stack trace', async () => {
  const blocker: Server = createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
  const port = (blocker.address() as { port: number }).port;
  const dir = mkdtempSync(join(tmpdir(), 'shaju-start-'));
  try {
    const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHAJU_DATA: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    proc.stderr?.on('data', (b: Buffer) => {
      err += b.toString();
    });
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        resolve(null);
      }, 30_000);
      proc.once('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, `exit code (null: still running after 30 s); stderr:\n${err}`).toBe(1);
    expect(err).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(err).toContain(`PORT=${port + 1} npm start`);
    expect(err).not.toMatch(/^\s+at /m);
  } finally {
    blocker.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
