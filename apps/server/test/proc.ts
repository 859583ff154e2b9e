/**
 * Starts the game server as a separate process (`node --v8-pool-size=1 --import tsx apps/server/src/main.ts`, the
 * options of `npm run server`: src/ops/node-flags.ts) on a free loopback port,
 * for the tests that must not share a process with the clients (reconnection needs the server's own global
 * WebSocket) or that kill the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/ops/node-flags.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A running server process. */
export interface ServerProcess {
  readonly proc: ChildProcess;
  readonly url: string;
  readonly port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends a signal and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Spawns a server on port 0 (the OS picks a free one) with its SQLite in `dataDir`, extra `env`, the server's own node
 * options (`SERVER_NODE_FLAGS`) and extra ones `nodeArgs` (given later, they win); resolves once it listens, or
 * rejects after 30 s (a hook that awaits it needs a longer bound than vitest's default 10 s on a loaded machine).
 */
export function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', MAIN], {
    cwd: ROOT,
    // The search pool stays cold unless a test asks (SHAJU_SEARCH_WARM): warming loads a thread at every start.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SHAJU_DATA: dataDir, SHAJU_SEARCH_WARM: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start in 30 s:\n${out}`));
    }, 30_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(out);
      if (m && /restored \d+/.test(out)) {
        clearTimeout(timer);
        resolve({
          proc,
          url: m[1] as string,
          port: Number(m[2]),
          output: () => out,
          async kill(signal: NodeJS.Signals = 'SIGTERM') {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
            await exited;
          },
        });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (b: Buffer) => {
      out += b.toString();
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });
}

/** A free loopback TCP port (a server process that is its own public address needs a fixed one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
