import { readFileSync, writeFileSync } from 'node:fs';
import type { GameRecord } from '@shaju/engine';
import { makeRecord, playout, verifyRecord } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import { shajisifu } from '../src/index.ts';

/**
 * Golden replays: fixed games whose decision logs and final hashes are checked in. A change of rules shows up as a
 * hash mismatch on replay; a change of bot behaviour as a different log. Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run games/shajisifu/test/golden.test.ts` and review the diff.
 */
const CASES = [
  { file: 'shajisifu-6p.golden.json', config: { players: 6 }, seed: 20261129, bots: ['heuristic', 'random'] },
  {
    file: 'shajisifu-10p-pong.golden.json',
    config: { players: 10, pong: true, decks: 6 },
    seed: 7,
    bots: ['heuristic'],
  },
];

describe('golden replays', () => {
  for (const c of CASES) {
    test(`${c.file}: replaying the log reproduces the final hash, and the bots still play the same game`, () => {
      const path = new URL(`./golden/${c.file}`, import.meta.url);
      const config = shajisifu.validateConfig(c.config);
      const s = shajisifu.setup(config, c.seed);
      const bots = Array.from({ length: config.players }, (_, i) =>
        makeBot(c.bots[i % c.bots.length] as string, c.seed + i),
      );
      const r = playout(shajisifu, s, bots);
      const fresh = makeRecord(shajisifu, config, c.seed, r.log, s);
      if (process.env.UPDATE_GOLDEN === '1') {
        writeFileSync(path, `${JSON.stringify(fresh)}\n`);
      }
      const golden = JSON.parse(readFileSync(path, 'utf8')) as GameRecord;
      const check = verifyRecord(shajisifu, golden);
      expect(check.hash).toBe(golden.finalHash);
      expect(check.ok).toBe(true);
      expect(fresh.finalHash).toBe(golden.finalHash);
      expect(fresh.log.length).toBe(golden.log.length);
      expect(fresh.result).toEqual(golden.result);
    });
  }
});
