import { readFileSync, writeFileSync } from 'node:fs';
import { RandomBot } from '@shaju/bots';
import type { GameRecord } from '@shaju/engine';
import { makeRecord, playout, verifyRecord } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { paopaosha } from '../src/index.ts';

/**
 * Golden replays: fixed games whose decision logs and final hashes are checked in. A change of rules shows up as a
 * hash mismatch on replay; a change of the random bot as a different log. Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run games/paopaosha/test/golden.test.ts` and review the diff.
 * Issue #3 covers the cards: the game runs with `characterSkills: false` (skills come with #4).
 */
const CASES = [{ file: 'paopaosha-8p.golden.json', config: { players: 8, characterSkills: false }, seed: 20261129 }];

describe('golden replays', () => {
  for (const c of CASES) {
    test(`${c.file}: replaying the log reproduces the final hash, and the bots still play the same game`, () => {
      const path = new URL(`./golden/${c.file}`, import.meta.url);
      const config = paopaosha.validateConfig(c.config);
      const s = paopaosha.setup(config, c.seed);
      const bots = Array.from({ length: config.players }, (_, i) => new RandomBot(c.seed + i));
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
