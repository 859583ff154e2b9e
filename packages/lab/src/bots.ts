/**
 * The lab's bots (batch.ts): a seat's bot by kind, with a search budget in iterations (never time), optionally
 * restricted (restricted play, Jaffe et al. 2012: it never takes a decision that uses a card kind or skill while it
 * has another), and a counter of decisions and real choices wrapped around every seat's bot.
 */
import { SearchBot } from '@shaju/bots';
import type { Decider, GameKit, SeatContext } from '@shaju/runtime';
import type { Restriction } from './contract.ts';

/** Decisions a lab search bot's playout runs before the game's evaluation judges it (`SearchOptions.depth`). */
export const LAB_SEARCH_DEPTH = 160;

/**
 * A seat's context whose legal decisions are computed once per decision (the counter and the bot share them), and,
 * with a restriction, filtered: the decisions that use the restricted card kind or skill are left out unless nothing
 * else is legal. One object per seat, reset for every decision.
 */
class LabContext implements SeatContext {
  inner: SeatContext = null as unknown as SeatContext;
  all: readonly unknown[] | null = null;
  private shown: readonly unknown[] | null = null;
  constructor(
    private readonly kit: GameKit,
    private readonly restrict: Restriction | undefined,
  ) {}
  get seat(): number {
    return this.inner.seat;
  }
  get kind(): string {
    return this.inner.kind;
  }
  reset(inner: SeatContext): void {
    this.inner = inner;
    this.all = null;
    this.shown = null;
  }
  /** Every legal decision, unfiltered. */
  full(): readonly unknown[] {
    this.all ??= this.inner.legal();
    return this.all;
  }
  legal(): readonly unknown[] {
    if (this.shown) return this.shown;
    const all = this.full();
    const r = this.restrict;
    const lab = this.kit.lab;
    if (!r || !lab) this.shown = all;
    else {
      const kept = all.filter((d) => !lab.uses(d, r.kind, r.id));
      this.shown = kept.length > 0 ? kept : all;
    }
    return this.shown;
  }
  view(): unknown {
    return this.inner.view();
  }
  observation(): unknown {
    const c = this.inner;
    return c.observation !== undefined ? c.observation() : c.view();
  }
}

/** A bot that asks its inner bot through a `LabContext` (legal decisions cached, and filtered when restricted). */
class LabBot implements Decider {
  readonly name: string;
  readonly react?: (ctx: SeatContext) => unknown | null;
  private readonly ctx: LabContext;
  /** Counts every request's full legal list (`ChoiceCounter.wrap`). */
  counter: ChoiceCounter | null = null;
  constructor(
    private readonly bot: Decider,
    private readonly kit: GameKit,
    private readonly restrict: Restriction | undefined,
  ) {
    this.name = bot.name;
    this.ctx = new LabContext(kit, restrict);
    if (bot.react) this.react = (ctx) => this.reactTo(ctx);
  }
  decide(ctx: SeatContext): unknown {
    this.ctx.reset(ctx);
    this.counter?.count(this.ctx.full());
    const d = this.bot.decide(this.ctx);
    const r = this.restrict;
    if (!r || this.kit.lab?.uses(d, r.kind, r.id) !== true) return d;
    // The bot built its answer itself (not from the filtered list) and it uses what it may not: take the other
    // option that declines when there is one, else the first other option; when every option uses it, the answer.
    const kept = this.ctx.legal();
    if (kept === this.ctx.full()) return d;
    for (const x of kept) if (this.kit.isDecline(x)) return x;
    return kept[0] ?? d;
  }
  /** The inner bot's free action, unless it uses the restricted card kind or skill (a free action is never needed). */
  private reactTo(ctx: SeatContext): unknown | null {
    this.ctx.reset(ctx);
    const d = this.bot.react?.(this.ctx) ?? null;
    const r = this.restrict;
    if (d !== null && r && this.kit.lab?.uses(d, r.kind, r.id) === true) return null;
    return d;
  }
}

/**
 * A new bot of `kind` for a lab seat: the kit's bot, or for `search` with `iterations` given the search bot with that
 * many playouts per decision cut after `LAB_SEARCH_DEPTH` decisions; restricted when `restrict` is given. Throws
 * `Error` for a kind the game does not have.
 */
export function makeLabBot(
  kit: GameKit,
  kind: string,
  seed: number,
  iterations: number | undefined,
  restrict: Restriction | undefined,
): LabBot {
  const base =
    kind === 'search' && iterations !== undefined && kit.search
      ? (new SearchBot(kit.module, kit.search, seed, { iterations, depth: LAB_SEARCH_DEPTH }) as Decider)
      : kit.makeBot(kind, seed);
  return new LabBot(base, kit, restrict);
}

/**
 * Counts the decisions of the seats it wraps (the requests they answer; a free action taken outside a request, such as
 * * an identity reveal offered to every seat, is not counted), and those with a real choice (`real(legal)`: more than one
 * legal decision, not only declines and free actions).
 */
export class ChoiceCounter {
  decisions = 0;
  realChoices = 0;
  constructor(private readonly real: (legal: readonly unknown[]) => boolean) {}
  /** Counts one decision among `legal`. */
  count(legal: readonly unknown[]): void {
    this.decisions++;
    if (this.real(legal)) this.realChoices++;
  }
  /** `bot`, counted. */
  wrap(bot: LabBot): LabBot {
    bot.counter = this;
    return bot;
  }
}
