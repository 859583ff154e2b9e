/**
 * The bots of a game session: each bot seat's own bot, the bots that cover a person's seat while they are away
 * (托管, timeouts, a drop), when they are asked (`SeatBots.schedule`, after the room's bot delay) and what they
 * see (a seat's legal decisions and its decider's own view). A search bot thinks in the search pool
 * (search/think.ts), never on the server's event loop.
 */
import type { AnyGameModule } from '@shaju/engine';
import { botDelayOf } from '@shaju/protocol';
import { type Decider, type GameKit, hasRealChoice, isPreparedDecider, type SeatContext } from '@shaju/runtime';
import type { ServedGame } from '../games.ts';
import { decideBy, PooledBot, THINKING } from '../search/think.ts';
import type { DecisionSource, StoredSettings } from '../storage/api.ts';
import { nextOneByOne, timeoutAnswer } from '../timers/deadlines.ts';
import type { SessionSeat } from './seats.ts';

/**
 * The bot of `kind` for `seat` (the random bot when the game has no such kind), seeded from the game and seat. With
 * `wake`, a search bot thinks in the search pool (search/think.ts `PooledBot`) and calls `wake` when it has an answer.
 */
export function botFor(kit: GameKit, kind: string, seed: number, seat: number, wake?: () => void): Decider {
  const s = (seed ^ Math.imul(seat + 1, 0x9e3779b1)) | 0;
  try {
    const bot = kit.makeBot(kind, s);
    return wake && isPreparedDecider(bot) ? new PooledBot(bot, wake) : bot;
  } catch {
    return kit.makeBot('random', s);
  }
}

/**
 * The bots that cover seats while their people are away (托管, a timeout, a disconnection), one per seat, each made
 * on first use: most seats never need one, and a room's memory is what the server holds by the thousand. A bot's
 * choices depend only on its seed and the requests it is asked, so one made late decides as one made at the start.
 * `seats[i].botKind` is the kind (the seat's own bot kind, or the room's); `seed` the cover bots' seed.
 */
export class CoverBots {
  private readonly made: (Decider | undefined)[] = [];
  constructor(
    private readonly kit: GameKit,
    private readonly seats: readonly { readonly botKind: string }[],
    private readonly seed: number,
    private readonly wake: () => void,
  ) {}

  /** The cover bot of `seat` (made now if it was not yet). */
  of(seat: number): Decider {
    let bot = this.made[seat];
    if (bot === undefined) {
      bot = botFor(this.kit, (this.seats[seat] as { botKind: string }).botKind, this.seed, seat, this.wake);
      this.made[seat] = bot;
    }
    return bot;
  }
}

/**
 * What a bot deciding for `seat` sees in `state`: that seat's legal decisions and the view (or observation) of `by`,
 * the seat deciding for it (itself, or its controller).
 */
export function seatContext(m: AnyGameModule, state: unknown, seat: number, kind: string, by: number): SeatContext {
  const observation = () => (m.observation ?? m.view)(state, by);
  return { seat, kind, legal: () => m.legal(state, seat), view: () => m.view(state, by), observation };
}

/** What a session's bots need of their session (session/live-game.ts). */
export interface BotTable {
  readonly served: ServedGame;
  readonly settings: StoredSettings;
  readonly seats: readonly SessionSeat[];
  /** The game's live state (read only by the bots). */
  readonly state: unknown;
  /** Whether the session is disposed or its game over: no bot acts any more. */
  readonly over: boolean;
  /** Who makes the decisions of `seat` now: the seat itself, or the seat controlling it. */
  deciderOf(seat: number): number;
  /** Whether `seat`'s answer to the open response window is held already. */
  answered(seat: number): boolean;
  /** Validates, applies, stores and announces one decision (throws `RefusedError`, nothing changed). */
  apply(seat: number, d: unknown, source: DecisionSource): Promise<void>;
  /**
   * Runs `fn`, whose decisions are announced as one step when it is done (their events together; one-by-one answers).
   */
  joined(fn: () => Promise<void>): Promise<void>;
  /** Runs `fn` on the session's chain, a fault logged (and the request not retried by the bots). */
  guard(what: string, fn: () => Promise<void>): Promise<void>;
  /** Whether the bots are held now (tests only); if so `wake` is called when the hold ends. */
  held(wake: () => void): boolean;
}

/**
 * The bots of one session: a bot per bot seat, cover bots made on first use, and the one timer that asks them after
 * a delay in the room's pace (`botDelayOf`). `failedRequest` is a request the bots failed on: they do not retry it (the deadline's
 * default will).
 */
export class SeatBots {
  private readonly own: (Decider | null)[];
  private readonly cover: CoverBots;
  private timer: NodeJS.Timeout | null = null;
  /** A request the bots failed on (-1: none): not asked again. */
  failedRequest = -1;
  /** Schedules the bots again once a hold ends. */
  private readonly wakeUp = (): void => this.schedule();

  /**
   * The bots of `table`'s seats (`bots[i]`: the kind of bot seat `i`, null for a person's seat), seeded from `seed`.
   * `wake` is called when a search bot has an answer.
   */
  constructor(
    private readonly table: BotTable,
    bots: readonly (string | null)[],
    seed: number,
    wake: () => void,
  ) {
    const kit = table.served.kit;
    this.own = bots.map((kind, i) => (kind === null ? null : botFor(kit, kind, seed, i, wake)));
    this.cover = new CoverBots(kit, table.seats, seed ^ 0x5bd1e995, wake);
  }

  /** Asks the bots after the room's bot delay, if a bot-played seat is asked or offered a free action now. */
  schedule(): void {
    const t = this.table;
    if (this.timer || t.over || t.held(this.wakeUp)) return;
    const m = t.served.module;
    const p = m.pending(t.state);
    if (p === null || p.id === this.failedRequest) return;
    const asked = p.seats.filter((seat) => this.controlled(seat) && !t.answered(seat));
    const offered = asked.length === 0 && m.offers ? m.offers(t.state).some((seat) => this.controlled(seat)) : false;
    if (asked.length === 0 && !offered) return;
    // A human-like delay in the room's pace (or the room's fixed delay); none when no asked bot has a choice to make
    // (a pass in a window it cannot answer: the window's minimum open time hides it, as a person's auto-pass).
    const choice = offered || asked.some((seat) => hasRealChoice(t.served.kit, m.legal(t.state, seat)));
    const paced = t.settings.botDelayMs === undefined;
    const delay = paced && !choice ? 0 : botDelayOf(t.settings.pace, t.settings.botDelayMs, Math.random());
    this.timer = setTimeout(() => {
      this.timer = null;
      void t.guard('bots', () => this.run());
    }, delay);
  }

  /** Stops the timer. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Decides for a seat with its bot, or with its timeout answer (`source` `timeout`: never the bot's choice),
   * falling back to any legal decision. The rest of a one-by-one answer (a discard of several cards) follows at once —
   * a bot's while the bot still plays the seat — and the whole answer is announced as one step (`BotTable.joined`;
   * redaction/history.ts `joinsPrevious` batches a reload's log the same way).
   */
  async decideFor(seat: number, kind: string, source: DecisionSource): Promise<void> {
    const t = this.table;
    if (!t.served.oneByOneKinds.has(kind)) {
      await this.decideOne(seat, kind, source, false);
      return;
    }
    await t.joined(async () => {
      let req = t.served.module.pending(t.state)?.id ?? -1;
      if (!(await this.decideOne(seat, kind, source, false))) return;
      for (;;) {
        if (t.over || (source === 'bot' && !this.controlled(seat))) return;
        const next = nextOneByOne(t.served, t.state, seat, kind, req);
        if (next === null) return;
        req = next;
        if (!(await this.decideOne(seat, kind, source, true))) return;
      }
    });
  }

  /**
   * One decision for `seat`: its timeout answer, or its bot's (`atOnce`: a search bot answers without thinking, as
   * for the rest of a one-by-one answer). False when nothing was applied (a search bot is thinking, nothing legal).
   */
  private async decideOne(seat: number, kind: string, source: DecisionSource, atOnce: boolean): Promise<boolean> {
    const t = this.table;
    const ctx = this.context(seat, kind);
    const d =
      source === 'timeout'
        ? timeoutAnswer(t.served, ctx)
        : ask(() => decideBy(this.botOf(t.deciderOf(seat)), ctx, atOnce));
    if (d === THINKING) return false;
    try {
      await t.apply(seat, d, source);
    } catch {
      const legal = t.served.module.legal(t.state, seat);
      if (legal.length === 0) return false;
      await t.apply(seat, legal[0], source);
    }
    return true;
  }

  /** Whether a bot makes `seat`'s decisions now: its decider is a bot seat or a human seat a bot covers. */
  private controlled(seat: number): boolean {
    const s = this.table.seats[this.table.deciderOf(seat)];
    return s !== undefined && (s.tokenHash === null || s.cover !== null);
  }

  /** Lets every bot-played seat of the current request answer (and bots offered a free action react). */
  private async run(): Promise<void> {
    const t = this.table;
    if (t.over || t.held(this.wakeUp)) return;
    const m = t.served.module;
    const p = m.pending(t.state);
    if (p === null) return;
    if (m.offers) {
      for (const seat of m.offers(t.state)) {
        if (!this.controlled(seat)) continue;
        const bot = this.botOf(t.deciderOf(seat));
        if (!bot.react) continue;
        let d: unknown = null;
        try {
          d = bot.react(this.context(seat, 'free'));
        } catch {
          d = null;
        }
        if (d === null) continue;
        try {
          await t.apply(seat, d, 'bot');
        } catch {
          // A bot's free action that the game refuses is simply not taken.
        }
        if (m.pending(t.state)?.id !== p.id) return;
      }
    }
    for (const seat of p.seats) {
      const now = m.pending(t.state);
      if (now === null || now.id !== p.id) return;
      if (!now.seats.includes(seat) || !this.controlled(seat) || t.answered(seat)) continue;
      await this.decideFor(seat, now.kind, 'bot');
    }
  }

  private botOf(seat: number): Decider {
    return this.own[seat] ?? this.cover.of(seat);
  }

  /** What a bot deciding for `seat` sees: that seat's legal decisions and its decider's own view (or observation). */
  private context(seat: number, kind: string): SeatContext {
    const t = this.table;
    return seatContext(t.served.module, t.state, seat, kind, t.deciderOf(seat));
  }
}

/** The bot's answer (`ask`), or undefined when the bot throws (the caller then takes any legal decision). */
function ask(fn: () => unknown): unknown {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
