import { readFileSync, writeFileSync } from 'node:fs';
import type { GameRecord } from '@shaju/engine';
import { makeRecord, playout, verifyRecord } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import { paopaosha } from '../src/index.ts';

/**
 * Golden replays: fixed games whose decision logs and final hashes are checked in. A change of rules shows up as a
 * hash mismatch on replay; a change of the random bot as a different log. Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run games/paopaosha/test/golden.test.ts` and review the diff.
 * The first game runs with `characterSkills: false` (the cards alone); the others hold characters, their skills, the
 * skill books and the god cards to the same check, in the identity game (random and heuristic bots) and in boss mode.
 */
const CASES = [
  { file: 'paopaosha-8p.golden.json', config: { players: 8, characterSkills: false }, seed: 20261129, bots: 'random' },
  { file: 'paopaosha-8p-skills-random.golden.json', config: { players: 8 }, seed: 20261201, bots: 'random' },
  { file: 'paopaosha-8p-skills-heuristic.golden.json', config: { players: 8 }, seed: 20261202, bots: 'heuristic' },
  {
    file: 'paopaosha-boss-6p-heuristic.golden.json',
    config: { players: 6, mode: 'boss' },
    seed: 20261203,
    bots: 'heuristic',
  },
];

describe('golden replays', () => {
  for (const c of CASES) {
    test(`${c.file}: replaying the log reproduces the final hash, and the bots still play the same game`, () => {
      const path = new URL(`./golden/${c.file}`, import.meta.url);
      const config = paopaosha.validateConfig(c.config);
      const s = paopaosha.setup(config, c.seed);
      const bots = Array.from({ length: config.players }, (_, i) => makeBot(c.bots, c.seed + i));
      const r = playout(paopaosha, s, bots);
      expect(r.result).not.toBeNull();
      const fresh = makeRecord(paopaosha, config, c.seed, r.log, s);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, `${JSON.stringify(fresh)}\n`);
      const golden = JSON.parse(readFileSync(path, 'utf8')) as GameRecord;
      const check = verifyRecord(paopaosha, golden);
      expect(check.hash).toBe(golden.finalHash);
      expect(check.ok).toBe(true);
      expect(fresh.finalHash).toBe(golden.finalHash);
      expect(fresh.log.length).toBe(golden.log.length);
      expect(fresh.result).toEqual(golden.result);
    });
  }
});
