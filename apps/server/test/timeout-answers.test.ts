/**
 * A timeout decides nothing for the player (manifest `timeouts`, @shaju/runtime `timeoutDecision`): a 跑跑杀 seat
 * that never answers has its play phases ended, its responses passed, its questions answered no (or their first
 * option), its discards made of the least useful cards by the heuristic bot's valuation — never a card used for it.
 * The rest of a one-by-one answer (a bot's or a timeout's discard of several cards) is one step, and a reload's log
 * (`historyFor`) has exactly the live steps, the timeouts said.
 *
 * The session's timers run on vitest's fake clock: every deadline comes when the test moves the clock, nothing waits
 * on real time.
 */
import { kitOf } from '@shaju/games/loaded';
import type { PaopaoshaDecision, PaopaoshaState, PaopaoshaView } from '@shaju/paopaosha';
import { isDecline as isMenuDecline } from '@shaju/paopaosha/words';
import type { ServerMessage } from '@shaju/protocol';
import { afterEach, expect, test, vi } from 'vitest';
import { servedGame } from '../src/games.ts';
import { seatContext } from '../src/session/bots.ts';
import { LiveGame } from '../src/session/live-game.ts';
import type { SessionHost } from '../src/session/seats.ts';
import { asyncStorage, type StoredSettings } from '../src/storage/api.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';

afterEach(() => {
  vi.useRealTimers();
});

const served = servedGame('paopaosha');
const m = served.module;
type Step = ServerMessage<'step'>;

/** Plays game `seed` with seat 0 a person who never answers (uncovered after every third timeout) and 4 bots. */
async function unansweredGame(seed: number) {
  vi.useFakeTimers();
  const sql = new SqliteStorage(':memory:');
  const storage = asyncStorage(sql);
  const settings: StoredSettings = {
    turnSeconds: 30,
    responseSeconds: 15,
    minResponseMs: 0,
    botDelayMs: 0,
    graceSeconds: 60,
    botKind: 'heuristic',
    private: true,
  };
  const seats = [0, 1, 2, 3, 4].map((i) => ({
    name: i === 0 ? 'ann' : `bot${i}`,
    tokenHash: i === 0 ? 'h' : null,
    bot: i === 0 ? null : 'heuristic',
  }));
  const live: { spectator: Step[]; ann: Step[] } = { spectator: [], ann: [] };
  let session: LiveGame | null = null;
  let over = false;
  const host: SessionHost = {
    onStep: (events) => {
      if (!session) return;
      live.spectator.push(session.stepFor(null, events, false));
      live.ann.push(session.stepFor(0, events, false));
    },
    onFinished: () => {
      over = true;
    },
    // Keep the person timing out: the cover after three timeouts in a row is taken back at once.
    onSeatsChanged: () => {
      if (session?.seats[0]?.cover === 'timeouts') session.uncover(0);
    },
    onHeldDropped: () => {},
  };
  const config = m.validateConfig({ players: 5, maxRounds: 8 });
  const s = await LiveGame.start({ id: 'T1', served, config, seed, seats, settings, storage, host });
  session = s;
  await s.begin();
  for (let i = 0; i < 3000 && !over; i++) await vi.advanceTimersByTimeAsync(31_000);
  await s.idle();
  const stored = await storage.loadGame('T1');
  const history = { spectator: s.historyFor(null), ann: s.historyFor(0) };
  s.dispose();
  sql.close();
  vi.useRealTimers();
  if (!stored) throw new Error('the game was not stored');
  return { config, stored, live, history, over };
}

/** The batches of live steps as a log keeps them (the setup's, then each step with events seen). */
function asBatches(steps: readonly Step[]) {
  return steps
    .filter((st) => st.events.length > 0)
    .map((st) =>
      st.timeout ? { seq: st.seq, events: st.events, timeout: st.timeout } : { seq: st.seq, events: st.events },
    );
}

test('跑跑杀: a seat that never answers spends no card; its timeouts decline, choose the first option or no, discard the least useful', async () => {
  const kit = kitOf('paopaosha');
  const seen = new Map<string, number>();
  let multi = 0;
  // Games until the person's play phase and discard have timed out (a 国主 may fall early), five at most.
  for (
    let seed = 11;
    seed < 16 && !((seen.get('play:end') ?? 0) > 0 && (seen.get('discard:discard') ?? 0) > 0);
    seed++
  ) {
    const { config, stored, live, history, over } = await unansweredGame(seed);
    expect(over).toBe(true);
    const state = m.setup(config, stored.seed) as PaopaoshaState;
    for (const e of stored.log) {
      const p = m.pending(state);
      if (p === null) throw new Error('a decision after the end');
      if (e.source === 'timeout') {
        const d = e.d as PaopaoshaDecision;
        const key = `${p.kind}:${d.t}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        // Never a card used for the player, nor a skill.
        expect(['use', 'skill', 'play'].includes(d.t), `${p.kind}: ${JSON.stringify(d)}`).toBe(false);
        const ctx = seatContext(m, state, e.seat, p.kind, e.by ?? e.seat);
        const v = ctx.view() as PaopaoshaView;
        const legal = ctx.legal() as readonly PaopaoshaDecision[];
        const decline = legal.find((x) => isMenuDecline(x, v));
        if (p.kind === 'discard') expect(d).toEqual(kit.leastUseful?.(ctx));
        else if (decline) expect(d).toEqual(decline);
        else expect(d).toEqual(legal[0]);
      }
      m.apply(state, e.seat, e.d, []);
    }
    // A reload's log is the live log, step for step, the timeouts said.
    expect(history.spectator).toEqual(asBatches(live.spectator));
    expect(history.ann).toEqual(asBatches(live.ann));
    for (const st of live.ann) if (st.timeout) expect(['decline', 'first', 'leastUseful']).toContain(st.timeout.answer);
    // A bot's discard of several cards, or a timed-out one, is one step.
    multi += live.spectator.filter(
      (st) => st.events.filter((ev) => (ev as { t: string }).t === 'discard').length >= 2,
    ).length;
  }
  // The play phase ended, discards made.
  expect(seen.get('play:end') ?? 0).toBeGreaterThan(0);
  expect(seen.get('discard:discard') ?? 0).toBeGreaterThan(0);
  expect(multi).toBeGreaterThan(0);
}, 120_000);
