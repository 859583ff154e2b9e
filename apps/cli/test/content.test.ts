/**
 * `shaju content <game>`: every game with content entries prints them (`--json`: 跑跑杀's seed is at least its 49
 * card kinds, its 12 characters and every skill they have; 杀机四伏's, its five identities) and their JSON Schema
 * (`--schema`); every printed entry validates against the printed schema (a JSON Schema validator, not the zod schema
 * the game checks with); a game without entries, or both flags, exits 2.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { GAME_LIST } from '../src/registry.ts';
import { runCli } from './fixtures/run.ts';

const withContent = GAME_LIST.filter((g) => g.content !== undefined);

describe('shaju content', () => {
  test('跑跑杀 and 杀机四伏 keep their content as entries', () => {
    expect(withContent.map((g) => g.id)).toContain('paopaosha');
    expect(withContent.map((g) => g.id)).toContain('shajisifu');
  });

  test.each(withContent.map((g) => g.id))('%s: --json prints entries that validate against --schema', async (id) => {
    const json = await runCli(['content', id, '--json']);
    const schema = await runCli(['content', id, '--schema']);
    expect(json.code).toBe(0);
    expect(schema.code).toBe(0);
    const entries = JSON.parse(json.out) as { kind: string; id: string }[];
    expect(entries.length).toBeGreaterThan(0);
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(schema.out));
    for (const e of entries) {
      const ok = validate(e);
      expect(ok ? [] : validate.errors, `${e.kind} ${e.id}`).toEqual([]);
    }
    // The schema is not vacuous: a wrong entry fails it.
    expect(validate({ ...entries[0], kind: 'no such kind' })).toBe(false);
    expect(validate({ ...entries[0], id: 'Not Pinyin' })).toBe(false);
  });

  test('跑跑杀 prints at least 49 cards, its 12 characters and every skill of theirs', async () => {
    const json = await runCli(['content', 'paopaosha', '--json']);
    const entries = JSON.parse(json.out) as { kind: string; id: string; skills?: string[] }[];
    const of = (k: string) => entries.filter((e) => e.kind === k);
    expect(of('card').length).toBeGreaterThanOrEqual(49);
    expect(of('character')).toHaveLength(12);
    const skills = new Set(of('skill').map((e) => e.id));
    const named = of('character').flatMap((c) => c.skills ?? []);
    expect(named.length).toBe(29);
    for (const id of named) expect(skills.has(id), id).toBe(true);
    expect(skills.size).toBe(29);
  });

  test('the summary lists every entry by kind, in each language', async () => {
    const zh = await runCli(['content', 'paopaosha']);
    const en = await runCli(['content', 'paopaosha', '--lang', 'en']);
    expect(zh.out).toMatch(/卡牌（\d+）/);
    expect(zh.out).toContain('八卦阵');
    expect(zh.out).toMatch(/技能（29）/);
    expect(zh.out).toMatch(/人物（12）/);
    expect(zh.out).toContain('海盗王');
    expect(en.out).toMatch(/cards \(\d+\)/);
    expect(en.out).toContain('Bagua Formation');
  });

  test('杀机四伏 prints its five identities, each with its win conditions', async () => {
    const json = await runCli(['content', 'shajisifu', '--json']);
    const entries = JSON.parse(json.out) as { kind: string; id: string; wins: { id: string }[] }[];
    expect(entries.map((e) => e.kind)).toEqual(Array(5).fill('identity'));
    expect(entries.flatMap((e) => e.wins.map((w) => w.id)).filter((id) => id !== 'sole')).toHaveLength(10);
    const zh = await runCli(['content', 'shajisifu']);
    expect(zh.out).toMatch(/身份（5）/);
    expect(zh.out).toContain('嫉妒女');
  });

  test('both flags at once, or an unknown game, exit 2 with a message', async () => {
    expect((await runCli(['content', 'paopaosha', '--json', '--schema'])).code).toBe(2);
    expect((await runCli(['content', 'nosuchgame'])).code).toBe(2);
  });
});
