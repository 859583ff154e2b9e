/**
 * The search bot's strength (docs/bots.md): seat-rotated matches of one search bot against heuristic opponents,
 * against the heuristic bot in the same seats of the same deals. Game g (seed `--seed` + g) is played twice: every
 * seat heuristic, and with seat g mod players the search bot (the kit's `search` kind, its default budget). The
 * figures are that seat's win rate in both, overall, by its team where the game has teams (`LabHooks.team`:
 * 跑跑杀's 国主 and 大臣 are one) and by its identity (named as the game names them, in the order first met), with
 * Wilson 95% intervals, and the paired difference with Newcombe's 95% interval for paired data (runtime
 * `pairedDifference`) and the deals it turned (won by the search seat and lost by the heuristic one: +, the reverse:
 * −).
 * Deterministic for its arguments.
 *
 * `--know all|hands|identities` measures bounds, not the bot: the search seat's worlds are no longer drawn from its
 * view. With `all` every world is the true state (other hands, hidden identities, the draw pile's order, the PRNG: a
 * seat that knows the future); with `hands` every world is the true state with the future drawn anew (the draw pile
 * shuffled, a fresh PRNG: a seat that sees every hand and identity but not what comes); with `identities` (跑跑杀) the
 * worlds are drawn as usual but with the true identities as the belief. All three read the true state on purpose and
 * exist only here, to show what the search could gain with what it may not know (docs/bots.md).
 *
 *   node --import tsx bench/search-strength.ts --game paopaosha --players 5 --games 200 [--seed 1] [--json]
 *     [--know all|hands|identities]
 */
import { runSearch } from '@shaju/bots';
import { type Rng, type RngState, seedRng } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import {
  type Decider,
  isPreparedDecider,
  pairedDifference,
  playout,
  type SearchAdapter,
  type SeatContext,
  wilson,
} from '@shaju/runtime';
import { table } from '@shaju/words';

const args = process.argv.slice(2);
function opt(name: string, dflt: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] as string) : dflt;
}
const GAME = opt('game', 'shajisifu');
const PLAYERS = Number(opt('players', '6'));
const GAMES = Number(opt('games', '100'));
const SEED = Number(opt('seed', '1'));
const KNOW = opt('know', 'none');
if (!['none', 'all', 'hands', 'identities'].includes(KNOW)) {
  throw new Error(`--know: none, all, hands or identities, not ${KNOW}`);
}
const kit = kitOf(GAME);
const m = kit.module;
const config = m.validateConfig({ players: PLAYERS });

/** Plays deal `seed` with the search bot at `searchSeat` (-1: none); whether `seat` won, its identity and team. */
function play(seed: number, searchSeat: number, seat: number): { won: boolean; identity: string; team: string | null } {
  const s = m.setup(config, seed);
  const bots: Decider[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const bot = kit.makeBot(i === searchSeat ? 'search' : 'heuristic', seed * 31 + i);
    bots.push(i === searchSeat && KNOW !== 'none' ? knowing(bot, s) : bot);
  }
  const r = playout(m, s, bots, { record: false });
  const team = kit.lab?.team ? kit.lab.team(s, seat) : null;
  return { won: r.result?.winners.includes(seat) === true, identity: kit.identityOf(s, seat), team };
}

/** The identity odds the 跑跑杀 determiniser reads (per seat: 大臣, 强盗, 小贼), from the true identities. */
function trueOdds(state: unknown): number[][] {
  const seats = (state as { seats: { identity: string }[] }).seats;
  return seats.map((q) => ['dachen', 'qiangdao', 'xiaozei'].map((id) => (q.identity === id ? 1 : 0)));
}

/**
 * The true `state` with the future drawn anew (`--know hands`): the draw pile shuffled with `rng` and a fresh PRNG; the
 * hands, identities and discard pile as they are.
 */
function presentOnly(state: unknown, rng: Rng): unknown {
  const w = m.clone(state) as { draw: number[]; rng: RngState };
  rng.shuffle(w.draw);
  w.rng = seedRng(rng.int(0x7fffffff));
  return w;
}

/** The search bot `bot` with worlds that know the true `state` (`--know`): a bound, never a bot. */
function knowing(bot: Decider, state: unknown): Decider {
  const adapter = kit.search as SearchAdapter;
  if (!isPreparedDecider(bot) || !adapter) throw new Error(`${GAME} has no search bot`);
  const told: SearchAdapter = {
    ...adapter,
    determinise: (view, seat, rng) =>
      KNOW === 'all'
        ? m.clone(state)
        : KNOW === 'hands'
          ? presentOnly(state, rng)
          : adapter.determinise(view, seat, rng, trueOdds(state)),
  };
  return {
    name: 'knowing',
    decide(ctx: SeatContext): unknown {
      const p = bot.prepare(ctx);
      return 'decision' in p ? p.decision : runSearch(m, told, p.task).decision;
    },
    react: (ctx: SeatContext) => (bot.react ? bot.react(ctx) : null),
  };
}

interface Row {
  n: number;
  search: number;
  heuristic: number;
  /** Deals won by both seats, by the search seat only, and by the heuristic seat only. */
  both: number;
  up: number;
  down: number;
}
/** Rows by key (`all`, `team ID`, `identity ID`), in the order first met. */
const rows = new Map<string, Row>();
const add = (key: string, a: boolean, b: boolean) => {
  const r = rows.get(key) ?? { n: 0, search: 0, heuristic: 0, both: 0, up: 0, down: 0 };
  r.n++;
  if (a && b) r.both++;
  if (a && !b) r.up++;
  if (b && !a) r.down++;
  if (a) r.search++;
  if (b) r.heuristic++;
  rows.set(key, r);
};
/** A row's label: `all`, or the team's or identity's display name (the game's words, in Chinese) with its id. */
function label(key: string): string {
  if (key === 'all') return 'all';
  const [kind, id] = key.split(' ') as ['team' | 'identity', string];
  const name = kit.renderer.name?.(kind, id, 'zh', null);
  return kind === 'team' ? `team ${name ?? id}` : (name ?? id);
}
/** The identities met in each team: a team of one identity (跑跑杀's 小贼) gets no row of its own (its identity's). */
const teamIdentities = new Map<string, Set<string>>();
const t0 = performance.now();
for (let g = 0; g < GAMES; g++) {
  const seed = SEED + g;
  const seat = g % PLAYERS;
  const base = play(seed, -1, seat);
  const searched = play(seed, seat, seat);
  add('all', searched.won, base.won);
  if (searched.team !== null) {
    add(`team ${searched.team}`, searched.won, base.won);
    const ids = teamIdentities.get(searched.team) ?? new Set<string>();
    teamIdentities.set(searched.team, ids.add(searched.identity));
  }
  add(`identity ${searched.identity}`, searched.won, base.won);
  if ((g + 1) % 20 === 0) console.error(`${g + 1}/${GAMES} games, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const out: Record<string, unknown> = {};
console.log(
  `${GAME} ${PLAYERS}p, ${GAMES} deals (seed ${SEED}…), one search seat rotating, vs all-heuristic` +
    (KNOW === 'none' ? '' : ` — the search seat's worlds know: ${KNOW} (a bound, not the bot)`),
);
// `all` first, then the teams, then the identities, each in the order first met.
const order = (k: string) => (k === 'all' ? 0 : k.startsWith('team ') ? 1 : 2);
const keys = [...rows.keys()]
  .filter((k) => !k.startsWith('team ') || (teamIdentities.get(k.slice(5))?.size ?? 0) > 1)
  .sort((x, y) => order(x) - order(y));
const lines: string[][] = [];
for (const key of keys) {
  const r = rows.get(key) as Row;
  const a = wilson(r.search, r.n);
  const b = wilson(r.heuristic, r.n);
  const d = pairedDifference(r.both, r.up, r.down, r.n - r.both - r.up - r.down);
  out[key] = { n: r.n, search: a, heuristic: b, diff: d.d, diffLo: d.lo, diffHi: d.hi, up: r.up, down: r.down };
  const pts = (x: number) => (100 * x).toFixed(1);
  lines.push([
    label(key),
    `n ${r.n}`,
    `search ${pct(a.p)} [${pct(a.lo)}, ${pct(a.hi)}]`,
    `heuristic ${pct(b.p)} [${pct(b.lo)}, ${pct(b.hi)}]`,
    `difference ${pts(d.d)} points [${pts(d.lo)}, ${pts(d.hi)}]`,
    `turned +${r.up} −${r.down}`,
  ]);
}
for (const line of table(lines, ['l', 'r'])) console.log(`  ${line}`);
console.log(
  '  turned: deals won by the search seat and lost by the heuristic one in the same seat (+), and the reverse (−)',
);
console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
if (args.includes('--json')) console.log(JSON.stringify(out));
