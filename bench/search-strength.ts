/**
 * The search bot's strength (docs/bots.md): seat-rotated matches of one search bot against heuristic opponents,
 * against the heuristic bot in the same seats of the same deals. Game g (seed `--seed` + g) is played twice: every
 * seat heuristic, and with seat g mod players the search bot (the kit's `search` kind, its default budget). The
 * figures are that seat's win rate in both, by its identity (and overall), with Wilson 95% intervals, and the paired
 * difference. Deterministic for its arguments.
 *
 *   node --import tsx bench/search-strength.ts --game paopaosha --players 5 --games 200 [--seed 1] [--json]
 */
import { kitOf } from '@shaju/games/loaded';
import { type Decider, playout, wilson } from '@shaju/runtime';

const args = process.argv.slice(2);
function opt(name: string, dflt: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] as string) : dflt;
}
const GAME = opt('game', 'shajisifu');
const PLAYERS = Number(opt('players', '6'));
const GAMES = Number(opt('games', '100'));
const SEED = Number(opt('seed', '1'));
const kit = kitOf(GAME);
const m = kit.module;
const config = m.validateConfig({ players: PLAYERS });

/** Plays deal `seed` with the search bot at `searchSeat` (-1: none); whether `seat` won, and its identity. */
function play(seed: number, searchSeat: number, seat: number): { won: boolean; identity: string } {
  const s = m.setup(config, seed);
  const bots: Decider[] = [];
  for (let i = 0; i < PLAYERS; i++) bots.push(kit.makeBot(i === searchSeat ? 'search' : 'heuristic', seed * 31 + i));
  const r = playout(m, s, bots, { record: false });
  return { won: r.result?.winners.includes(seat) === true, identity: kit.identityOf(s, seat) };
}

interface Row {
  n: number;
  search: number;
  heuristic: number;
}
const rows = new Map<string, Row>();
const add = (key: string, a: boolean, b: boolean) => {
  const r = rows.get(key) ?? { n: 0, search: 0, heuristic: 0 };
  r.n++;
  if (a) r.search++;
  if (b) r.heuristic++;
  rows.set(key, r);
};
const t0 = performance.now();
for (let g = 0; g < GAMES; g++) {
  const seed = SEED + g;
  const seat = g % PLAYERS;
  const base = play(seed, -1, seat);
  const searched = play(seed, seat, seat);
  add(searched.identity, searched.won, base.won);
  add('all', searched.won, base.won);
  if ((g + 1) % 20 === 0) console.error(`${g + 1}/${GAMES} games, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const out: Record<string, unknown> = {};
console.log(`${GAME} ${PLAYERS}p, ${GAMES} deals (seed ${SEED}…), one search seat rotating, vs all-heuristic`);
for (const [key, r] of [...rows.entries()].sort()) {
  const a = wilson(r.search, r.n);
  const b = wilson(r.heuristic, r.n);
  out[key] = { n: r.n, search: a, heuristic: b, diff: a.p - b.p };
  console.log(
    `  ${key.padEnd(9)} n ${String(r.n).padStart(4)}  search ${pct(a.p)} [${pct(a.lo)}, ${pct(a.hi)}]  ` +
      `heuristic ${pct(b.p)} [${pct(b.lo)}, ${pct(b.hi)}]  difference ${(100 * (a.p - b.p)).toFixed(1)} points`,
  );
}
console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
if (args.includes('--json')) console.log(JSON.stringify(out));
