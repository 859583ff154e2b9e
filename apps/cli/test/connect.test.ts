/**
 * `shaju connect` against a real game server process: the command line is parsed as `shaju` parses it, the client
 * creates a 杀机四伏 room with bots, starts it and plays to the end, its input typed by a script that answers every
 * prompt it sees on the output (1 at a menu, 0 when 0 is the only choice, n at a yes/no question).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ServerProcess, spawnServer } from '../../server/test/proc.ts';
import { parseCommandLine } from '../src/args.ts';
import { connectIO, runConnect } from '../src/connect.ts';
import { lowestChoice } from './fixtures/menus.ts';

let srv: ServerProcess;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shaju-connect-'));
  srv = await spawnServer(join(dir, 'data'));
  // spawnServer's own bound (30 s) decides, not the hook's default 10 s: a server process loads slowly under load.
}, 60_000);
afterAll(async () => {
  await srv?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A client whose keyboard is a script reading its screen; it says yes to the first `rematches` offers of a rematch,
 * and with `endPlay` ends every play phase at once (0 at a menu offering 结束出牌: its hand grows, and discards come).
 */
function scriptedClient(rematches = 0, endPlay = false) {
  let yes = rematches;
  const stdin = new PassThrough();
  let text = '';
  let since = 0;
  const answers: string[] = [];
  const stdout = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      const tail = text.slice(since);
      let answer: string | null = null;
      const many = /中的 (\d+) 张[^\n]*：$/.exec(tail);
      // Answer only once the prompt itself has arrived: a menu can reach stdout in several chunks, and an answer to
      // its first lines would be read by the prompt after it (a type-ahead).
      if (tail.endsWith('(y/N) ')) answer = /再来一局/.test(tail) && yes-- > 0 ? 'y' : 'n';
      else if (!tail.endsWith('：')) answer = null;
      else if (endPlay && /^ +0\. 结束出牌$/m.test(tail)) answer = '0';
      else if (many) {
        // A request of several cards: the first of the menu's numbers, as many as it asks, in one answer.
        const shown = [...tail.matchAll(/^ +(\d+)\. /gm)].map((m) => m[1]);
        answer = shown.slice(0, Number(many[1])).join(' ');
      } else if (/请选择 0（[^\n]*：$/.test(tail)) answer = '0';
      else if (/请选择 [^\n]*：$/.test(tail)) answer = lowestChoice(tail.slice(tail.lastIndexOf('请选择')));
      if (answer !== null) {
        since = text.length;
        answers.push(answer);
        const a = answer;
        setImmediate(() => stdin.write(`${a}\n`));
      }
      done();
    },
  });
  return { stdin, stdout, output: () => text, answers };
}

test('connect: create a 杀机四伏 room with 3 bots, start, play to the end against them', async () => {
  const c = parseCommandLine([
    'connect',
    srv.url.replace('http', 'ws'),
    '--create',
    'shajisifu',
    '--players',
    '4',
    '--bots',
    '3',
    '--bot-delay',
    '0',
    '--name',
    '测试',
    '--no-color',
  ]);
  if (c.cmd !== 'connect') throw new Error('not parsed as connect');
  const client = scriptedClient();
  const saves = join(dir, 'saves');
  const status = await runConnect(c, connectIO(client.stdin, client.stdout, false, saves));
  const out = client.output();
  expect(status, out).toBe(0);
  expect(out).toMatch(/房间已建好：杀机四伏 · 房间码 [A-Z0-9]{6}/);
  expect(out).toMatch(/npx shaju connect ws:\/\/127\.0\.0\.1:\d+ --join [A-Z0-9]{6}/);
  expect(out).toMatch(/你的令牌：[A-Za-z0-9_-]{16,}/);
  expect(out).toContain('—— 对局开始！你是 0号 ——');
  expect(out).toContain('—— 轮到你决定 ——');
  expect(out).toMatch(/限时：还剩 \d+ 秒/);
  expect(out).toContain('游戏结束');
  expect(out).not.toContain('服务器拒绝');
  expect(client.answers.length).toBeGreaterThan(1);
  // The record the server sent was replayed and saved for `shaju replay`.
  expect(readdirSync(saves).filter((f) => f.startsWith('shajisifu-'))).toHaveLength(1);
}, 30_000);

test('connect: after the result, yes to 再来一局 plays a rematch in the same room; no then leaves', async () => {
  const c = parseCommandLine([
    'connect',
    srv.url.replace('http', 'ws'),
    '--create',
    'shajisifu',
    '--players',
    '4',
    '--bots',
    '3',
    '--bot-delay',
    '0',
    '--name',
    '再来',
    '--no-color',
  ]);
  if (c.cmd !== 'connect') throw new Error('not parsed as connect');
  const client = scriptedClient(1);
  const saves = join(dir, 'saves-rematch');
  const status = await runConnect(c, connectIO(client.stdin, client.stdout, false, saves));
  const out = client.output();
  expect(status, out).toBe(0);
  // Two games, the second after one yes; a rematch offered after each, and both records saved.
  expect(out.split('—— 对局开始！你是 0号 ——')).toHaveLength(3);
  expect(out.split('再来一局？')).toHaveLength(3);
  expect(out).not.toContain('服务器拒绝');
  expect(readdirSync(saves).filter((f) => f.startsWith('shajisifu-'))).toHaveLength(2);
}, 60_000);

test('connect: 跑跑杀 — a discard of several cards is one answer, the next requests answered by it, one log line', async () => {
  const c = parseCommandLine([
    'connect',
    srv.url.replace('http', 'ws'),
    '--create',
    'paopaosha',
    '--players',
    '4',
    '--bots',
    '3',
    '--bot-delay',
    '0',
    '--set',
    'maxRounds=6',
    // The person's first discard phase asks for several cards, whatever identity and character are dealt: 9
    // starting cards and 2 drawn against every character's HP + 3 (6 to 8: at least 3 to discard), no character skills
    // (谦让 would skip the discard phase at full HP), and 6 HP or more to live until their first turn.
    '--set',
    'startingHand=9',
    '--set',
    'extraHp=3',
    '--set',
    'characterSkills=false',
    '--name',
    '多选',
    '--no-color',
  ]);
  if (c.cmd !== 'connect') throw new Error('not parsed as connect');
  const client = scriptedClient(0, true);
  const status = await runConnect(c, connectIO(client.stdin, client.stdout, false, join(dir, 'saves-many')));
  const out = client.output();
  expect(status, out).toBe(0);
  expect(out).not.toContain('服务器拒绝');
  const several = client.answers.filter((a) => a.includes(' '));
  expect(several.length, `no request of several cards:\n${out}`).toBeGreaterThan(0);
  // Each several-card answer was taken whole: its cards leave in one line of the log (a discard phase's 弃牌, or a
  // card's discard such as 一不留神's 先弃置).
  expect(out).toMatch(/^ *你 (?:先)?弃(?:置|牌) [^；\n ]+ [^；\n]+/m);
}, 200_000);

test('connect: an unknown room code is reported, and the input ending leaves without hanging', async () => {
  const c = parseCommandLine(['connect', srv.url, '--join', 'ZZZZZZ', '--no-color']);
  if (c.cmd !== 'connect') throw new Error('not parsed as connect');
  const client = scriptedClient();
  client.stdin.end();
  const status = await runConnect(c, connectIO(client.stdin, client.stdout, false, null));
  expect(status).toBe(1);
  expect(client.output()).toContain('服务器拒绝了请求');
});

test('connect: flags are checked', () => {
  expect(() => parseCommandLine(['connect', '--join', 'ABCDEF', '--bots', '2'])).toThrow(/只用于建房/);
  expect(() => parseCommandLine(['connect', '--spectate'])).toThrow(/--spectate/);
  expect(() => parseCommandLine(['connect', '--create', 'paopaosha', '--players', '9', '--mode', 'boss'])).toThrow(
    /--players/,
  );
  const c = parseCommandLine(['connect', '--join', 'abc123', '--lang', 'en']);
  expect(c).toMatchObject({ cmd: 'connect', url: 'ws://127.0.0.1:2567', join: 'ABC123', entry: null, lang: 'en' });
});
