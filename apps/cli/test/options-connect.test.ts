/**
 * `shaju connect --create GAME --preset P --set id=value` against a real game server process: the room is made with
 * those rules, the lobby prints them, and the record saved after the game carries them. The option is read from the
 * first game's catalogue.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import type { GameRecord, IntOption } from '@shaju/engine';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ServerProcess, spawnServer } from '../../server/test/proc.ts';
import { parseCommandLine } from '../src/args.ts';
import { connectIO, runConnect } from '../src/connect.ts';
import { GAME_LIST } from '../src/registry.ts';
import type { GameEntry } from '../src/types.ts';
import { lowestChoice } from './fixtures/menus.ts';

let srv: ServerProcess;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shaju-connect-options-'));
  srv = await spawnServer(join(dir, 'data'));
  // spawnServer's own bound (30 s) decides, not the hook's default 10 s: a server process loads slowly under load.
}, 60_000);
afterAll(async () => {
  await srv?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A client that answers 1 at a menu, 0 when 0 is the only choice, n at a yes/no question. */
function scriptedClient() {
  const stdin = new PassThrough();
  let text = '';
  let since = 0;
  const stdout = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      const tail = text.slice(since);
      let answer: string | null = null;
      if (tail.endsWith('(y/N) ')) answer = 'n';
      else if (/Choose 0 [^\n]*: $/.test(tail)) answer = '0';
      else if (/Choose [^\n]*: $/.test(tail)) answer = lowestChoice(tail.slice(tail.lastIndexOf('Choose')));
      if (answer !== null) {
        since = text.length;
        const a = answer;
        setImmediate(() => stdin.write(`${a}\n`));
      }
      done();
    },
  });
  return { stdin, stdout, output: () => text };
}

test('connect --preset --set: the room has those rules, the lobby says them, the saved record carries them', async () => {
  const entry = GAME_LIST[0] as GameEntry;
  const o = entry.options.options.find((x): x is IntOption => x.type === 'int' && x.max > x.min) as IntOption;
  const v = o.default < o.max ? o.default + 1 : o.default - 1;
  const preset = entry.options.presets[0];
  const n = entry.manifest.players.min;
  const c = parseCommandLine([
    'connect',
    srv.url.replace('http', 'ws'),
    '--create',
    entry.id,
    '--players',
    String(n),
    '--bots',
    String(n - 1),
    '--bot-delay',
    '0',
    '--preset',
    preset?.id ?? '',
    '--set',
    `${o.id}=${v}`,
    '--name',
    'tester',
    '--lang',
    'en',
    '--no-color',
  ]);
  if (c.cmd !== 'connect') throw new Error('not parsed as connect');
  const client = scriptedClient();
  const saves = join(dir, 'saves');
  const status = await runConnect(c, connectIO(client.stdin, client.stdout, false, saves));
  const out = client.output();
  expect(status, out).toBe(0);
  expect(out).toContain(`Rules: preset ${preset?.id}@${preset?.version}`);
  expect(out).toContain(`${o.id}=${v}`);
  const [file] = readdirSync(saves).filter((f) => f.startsWith(`${entry.id}-`));
  const record = JSON.parse(readFileSync(join(saves, file as string), 'utf8')) as GameRecord;
  expect(record.rules).toEqual({ preset: preset?.id, presetVersion: preset?.version, options: { [o.id]: v } });
}, 60_000);
