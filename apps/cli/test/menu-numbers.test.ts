/**
 * Terminal menus (apps/cli/src/menu-numbers.ts): numbers that stay with their choices from one request to the next,
 * answers of several numbers and ranges for a request of several cards, and a whole 跑跑杀 game in which the person
 * discards several cards with one answer — the rest of the pick answered for them, said in one log line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeAnswer } from '@shaju/words';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { functionPrompter } from '../src/io.ts';
import { MenuNumbers, PickQueue, plainNumbers, readAnswer } from '../src/menu-numbers.ts';
import { runPlay } from '../src/play.ts';
import type { MenuItem } from '../src/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-menus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const item = (label: string, decline = false): MenuItem =>
  decline ? { d: label, label, decline } : { d: label, label };
const menu = (...labels: string[]) => [...labels.map((l) => item(l)), item('end', true)];

describe('numbers', () => {
  test('a choice keeps its number from one menu of the same seat and kind to the next; new ones come after', () => {
    const n = new MenuNumbers();
    const first = n.number('0:play', menu('杀', '水', '炒锅', '狼狗'));
    expect(first.rows.map((r) => [r.n, r.item.label])).toEqual([
      [1, '杀'],
      [2, '水'],
      [3, '炒锅'],
      [4, '狼狗'],
    ]);
    // 杀 was used: the others keep their numbers; a new choice takes the next free one.
    const second = n.number('0:play', menu('水', '炒锅', '狼狗', '诅咒'));
    expect(second.rows.map((r) => [r.n, r.item.label])).toEqual([
      [2, '水'],
      [3, '炒锅'],
      [4, '狼狗'],
      [5, '诅咒'],
    ]);
    expect(second.max).toBe(5);
    // Another kind of request is numbered on its own.
    expect(n.number('0:discard', menu('a', 'b')).rows.map((r) => r.n)).toEqual([1, 2]);
    // The decline chosen: the next menu starts over.
    n.forget('0:play');
    expect(n.number('0:play', menu('水', '诅咒')).rows.map((r) => r.n)).toEqual([1, 2]);
  });

  test('a menu sharing less than half its choices with the last one starts over', () => {
    const n = new MenuNumbers();
    n.number('1:choose', menu('a', 'b', 'c', 'd'));
    expect(n.number('1:choose', menu('x', 'y', 'a')).rows.map((r) => r.n)).toEqual([1, 2, 3]);
  });
});

describe('answers', () => {
  const m = { ...plainNumbers(menu('a', 'b', 'c', 'd', 'e', 'f'), 4) };
  const picked = (t: string) => {
    const a = readAnswer(normalizeAnswer(t), m);
    return a.t === 'pick' ? a.items.map((i) => i.label).join('') : a.t;
  };
  test('several numbers, ranges, commas, full-width digits; at most the count, each once', () => {
    expect(picked('2 4 5')).toBe('bde');
    expect(picked('2-5')).toBe('bcde');
    expect(picked('1,3')).toBe('ac');
    expect(picked('１ ２')).toBe('ab');
    expect(picked('5–3')).toBe('cde');
    expect(picked('6')).toBe('f');
    expect(picked('1-5')).toBe('tooMany');
    expect(picked('2 2')).toBe('tooMany');
    expect(picked('7')).toBe('noSuch');
    expect(picked('0')).toBe('decline');
    expect(picked('two')).toBe('notNumber');
    expect(picked('')).toBe('empty');
    expect(picked('1-99999999999')).toBe('noSuch');
  });
  test('a request of one takes one number', () => {
    const one = plainNumbers(menu('a', 'b'));
    expect(readAnswer('1 2', one).t).toBe('tooMany');
    expect(readAnswer('2', one).t).toBe('pick');
  });
  test('the rest of a pick answers the next requests of the same key by their words, and stops at another question', () => {
    const q = new PickQueue();
    q.keep('0:discard', [item('b'), item('c')]);
    expect(q.next('0:discard', [item('a'), item('b'), item('c')])?.label).toBe('b');
    expect(q.next('0:play', [item('c')])).toBeNull();
    expect(q.next('0:discard', [item('c')])).toBeNull();
  });
});

test('跑跑杀: a discard of several cards is one answer ("1 2 3" or "2-4"), and the log says it in one line', async () => {
  let multi = 0;
  let oneLine = 0;
  for (const seed of [1, 2, 3, 4, 5]) {
    const c = parseCommandLine(['play', 'paopaosha', '--players', '4', '--seed', String(seed), '--bots', 'random']);
    if (c.cmd !== 'play') throw new Error('not play');
    const out: string[] = [];
    // Numbers of the menu printed since the last prompt.
    let shown: number[] = [];
    const prompter = functionPrompter(
      (q, i) => {
        if (i >= 3000) return null;
        const nums = shown;
        shown = [];
        if (q.includes('(y/N)')) return 'n';
        const many = /中的 (\d+) 张/.exec(q);
        if (many) {
          multi++;
          return nums.slice(0, Number(many[1])).join(' ');
        }
        return /请选择 0（/.test(q) ? '0' : String(nums[0] ?? 1);
      },
      (t) => out.push(t),
    );
    await runPlay(c, {
      prompter,
      write: (l) => {
        const m = /^ {2} *(\d+)\. /.exec(l);
        if (m) shown.push(Number(m[1]));
        out.push(`${l}\n`);
      },
      saveDir: dir,
      now: () => new Date(Date.UTC(2025, 0, 5, 0, 0, seed)),
      color: false,
    });
    const text = out.join('');
    // The person's own discard phase: one line naming several cards.
    for (const m of text.matchAll(/^ *你 弃(?:置|牌) ([^；\n]+)/gm))
      if ((m[1] ?? '').trim().split(/ +/).length >= 2) oneLine++;
    expect(text).not.toMatch(/undefined|NaN/);
    if (multi > 0 && oneLine > 0) break;
  }
  expect(multi, 'no discard of several cards in five games').toBeGreaterThan(0);
  expect(oneLine).toBeGreaterThan(0);
});
