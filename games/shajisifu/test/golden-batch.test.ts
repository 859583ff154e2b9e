import { readFileSync, writeFileSync } from 'node:fs';
import { hashState, hashString } from '@shaju/engine';
import { playout } from '@shaju/testkit';
import { expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import { shajisifu } from '../src/index.ts';

/**
 * A batch golden: 140 whole games (4–10 players, 碰 off and on, random and heuristic bots) whose final-state hashes
 * are folded into one checked-in hash. Any change of rules or of a bot's choices anywhere in those games changes it. Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run games/shajisifu/test/golden-batch.test.ts` and say why in the commit.
 */
const FILE = new URL('./golden/batch.hashes.json', import.meta.url);

function batch(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pong of [false, true]) {
    for (const bots of ['random', 'heuristic']) {
      const hashes: string[] = [];
      for (let i = 0; i < 35; i++) {
        const players = 4 + (i % 7);
        const seed = 7_000 + i;
        const config = shajisifu.validateConfig({ players, pong });
        const s = shajisifu.setup(config, seed);
        const seats = Array.from({ length: players }, (_, k) => makeBot(bots, seed * 16 + k));
        const r = playout(shajisifu, s, seats);
        expect(r.result).not.toBeNull();
        hashes.push(`${r.log.length}:${hashState(s)}`);
      }
      out[`${pong ? 'pong' : 'nopong'}/${bots}`] = hashString(hashes.join(','));
    }
  }
  return out;
}

test('140 whole games end in the same states as recorded', () => {
  const fresh = batch();
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, `${JSON.stringify(fresh, null, 2)}\n`);
  expect(fresh).toEqual(JSON.parse(readFileSync(FILE, 'utf8')));
});
