/**
 * The shared launcher of the browser tests (apps/web/e2e) and `npm run bench:web`: it builds the web client (once per
 * change of its sources: the build is cached in the temporary directory under a hash of the inputs), starts the game
 * server as a separate process (`node --import tsx apps/server/src/main.ts` on a free port, a fresh SQLite directory,
 * `SHAJU_WEB` pointing at the build) and launches Debian's Chromium through playwright-core. Never downloads a browser.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { type ServerProcess, spawnServer } from '../../server/test/proc.ts';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where Debian installs Chromium (`.ci/run` installs it when missing). */
export const CHROMIUM = process.env.SHAJU_CHROMIUM ?? '/usr/bin/chromium';
/** Screenshots and other test artifacts (git-ignored). */
export const ARTIFACTS = join(ROOT, 'artifacts', 'e2e');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the web build depends on: the client, the workspaces it imports, the rulebooks it shows, the lockfile. */
const BUILD_INPUTS = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/src',
  'packages',
  'games',
  'docs',
  'package-lock.json',
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (!st.isDirectory()) {
    yield path;
    return;
  }
  for (const e of readdirSync(path, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'test' || e.name === 'dist' || e.name.startsWith('.')) continue;
    yield* files(join(path, e.name));
  }
}

/** A hash of the paths, sizes and modification times of every build input. */
function inputsKey(): string {
  const h = createHash('sha256');
  for (const top of BUILD_INPUTS) {
    for (const f of files(join(ROOT, top))) {
      const st = statSync(f);
      h.update(`${relative(ROOT, f)}\0${st.size}\0${st.mtimeMs}\n`);
    }
  }
  return h.digest('hex').slice(0, 16);
}

function run(cmd: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (b: Buffer) => (out += b.toString()));
    p.stderr.on('data', (b: Buffer) => (out += b.toString()));
    p.once('error', reject);
    p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${out}`))));
  });
}

/**
 * Builds the web client with apps/web/vite.config.ts (Vite in a child process, `NODE_ENV=production`, so a test
 * runner's NODE_ENV cannot leak into the bundle) into a cache directory named by the inputs' hash, and returns that
 * directory; an existing build of the same inputs is reused. `SHAJU_E2E_WEB` names a ready build to use instead.
 */
export async function buildClient(): Promise<string> {
  const given = process.env.SHAJU_E2E_WEB;
  if (given) {
    if (!existsSync(join(given, 'index.html'))) throw new Error(`SHAJU_E2E_WEB=${given} has no index.html`);
    return given;
  }
  const cache = join(tmpdir(), 'shaju-web-build');
  const dir = join(cache, inputsKey());
  if (existsSync(join(dir, 'index.html'))) {
    // Mark it used (pruning goes by the last use).
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  mkdirSync(cache, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(
    process.execPath,
    [vite, 'build', '--config', 'apps/web/vite.config.ts', '--outDir', tmp, '--emptyOutDir', '--logLevel', 'warn'],
    { ...process.env, NODE_ENV: 'production' },
  );
  try {
    renameSync(tmp, dir);
  } catch {
    // Another process built the same inputs meanwhile: use its build.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`could not place the web build in ${dir}`);
  }
  pruneBuilds(cache, dir);
  return dir;
}

/** Removes cached builds (other than `keep`) unused for a day: a server of another run may still serve a newer one. */
function pruneBuilds(cache: string, keep: string): void {
  for (const e of readdirSync(cache)) {
    const p = join(cache, e);
    try {
      if (p !== keep && Date.now() - statSync(p).mtimeMs > 86_400_000) rmSync(p, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

/** A game server in its own process, serving a web build. */
export interface GameServer {
  /** `http://127.0.0.1:<port>`: the page to open and the address the client connects to. */
  readonly url: string;
  readonly port: number;
  /** The server's SQLite directory (temporary). */
  readonly dataDir: string;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** `running`, or how the process ended (exit code or signal). */
  status(): string;
  /** Stops the process and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` with `PORT=0` (the OS picks a free port), a fresh temporary
 * `SHAJU_DATA` and `SHAJU_WEB=webRoot`; resolves once it prints its address. `env` adds variables (e.g. `SHAJU_RATE`).
 */
export async function startGameServer(webRoot: string, env: Record<string, string> = {}): Promise<GameServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shaju-e2e-data-'));
  let proc: ServerProcess;
  try {
    proc = await spawnServer(dataDir, { SHAJU_WEB: webRoot, ...env });
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: proc.url,
    port: proc.port,
    dataDir,
    output: () => proc.output(),
    status: () =>
      proc.proc.exitCode !== null
        ? `exited with code ${proc.proc.exitCode}`
        : proc.proc.signalCode !== null
          ? `killed by ${proc.proc.signalCode}`
          : 'running',
    async stop() {
      // A graceful shutdown first; SIGKILL if it takes more than 10 s.
      const killer = setTimeout(() => proc.proc.kill('SIGKILL'), 10_000);
      await proc.kill('SIGTERM');
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Launches headless Chromium from `/usr/bin/chromium` (or `SHAJU_CHROMIUM`) through playwright-core, with a fresh
 * temporary profile. Fails with a clear message when Chromium is not installed.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser tests and bench:web use Debian's Chromium: ` +
        'install it with `apt-get install -y --no-install-recommends chromium` (.ci/run does this on a fresh machine).',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A built client, a server serving it and a browser. */
export interface Harness {
  readonly webRoot: string;
  readonly server: GameServer;
  readonly browser: Browser;
  /**
   * A page in a browser context of its own (a person: their own storage, token and nickname), with the context `options`
   * (default: desktop size, 1280×800); closed with the harness.
   */
  person(options?: BrowserContextOptions): Promise<Page>;
  /** Closes every person's context and the browser, and stops the server. */
  close(): Promise<void>;
}

/** Builds the client (or reuses the cached build), starts a server process and launches Chromium. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const webRoot = await buildClient();
  const server = await startGameServer(webRoot, env);
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (e) {
    await server.stop();
    throw e;
  }
  const contexts: BrowserContext[] = [];
  return {
    webRoot,
    server,
    browser,
    async person(options = {}) {
      const c = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(c);
      return c.newPage();
    },
    async close() {
      for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}

/**
 * Resolves like `p`; when `p` rejects, the error says what became of the server process (running, exited, killed) and
 * ends with the last lines it printed, so that a stalled browser test tells a dead server from a stuck page.
 */
export async function withServerReport<T>(server: GameServer, p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    const tail = server.output().trimEnd().split('\n').slice(-30).join('\n');
    const err = e instanceof Error ? e : new Error(String(e));
    err.message += `\n[server ${server.url}: ${server.status()}; last output:]\n${tail}`;
    throw err;
  }
}

/** The path of artifact `name` under artifacts/e2e (the directory is created). */
export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}
