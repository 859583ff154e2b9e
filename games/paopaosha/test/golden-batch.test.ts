import { readFileSync, writeFileSync } from 'node:fs';
import { hashState, hashString } from '@shaju/engine';
import { playout } from '@shaju/testkit';
import { expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import { paopaosha } from '../src/index.ts';

/**
 * A batch golden: 160 whole games (identity mode 5–8 players and boss mode 3–8, random and heuristic bots, character
 * skills, skill books and god cards on) whose final-state hashes are folded into one checked-in hash. Any change of
 * rules or of a bot's choices anywhere in those games changes it. Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run games/paopaosha/test/golden-batch.test.ts` and say why in the commit.
 */
const FILE = new URL('./golden/batch.hashes.json', import.meta.url);

function batch(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const mode of ['identity', 'boss'] as const) {
    for (const bots of ['random', 'heuristic']) {
      const hashes: string[] = [];
      for (let i = 0; i < 40; i++) {
        const players = mode === 'boss' ? 3 + (i % 6) : 5 + (i % 4);
        const seed = 7_000 + i;
        const config = paopaosha.validateConfig({ players, mode });
        const s = paopaosha.setup(config, seed);
        const seats = Array.from({ length: players }, (_, k) => makeBot(bots, seed * 16 + k));
        const r = playout(paopaosha, s, seats);
        expect(r.result).not.toBeNull();
        hashes.push(`${r.log.length}:${hashState(s)}`);
      }
      out[`${mode}/${bots}`] = hashString(hashes.join(','));
    }
  }
  return out;
}

test('160 whole games end in the same states as recorded', () => {
  const fresh = batch();
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, `${JSON.stringify(fresh, null, 2)}\n`);
  expect(fresh).toEqual(JSON.parse(readFileSync(FILE, 'utf8')));
});
