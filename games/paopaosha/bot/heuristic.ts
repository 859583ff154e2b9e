/**
 * The heuristic bot for 跑跑杀: a thin `Decider` over the policy files of games/paopaosha/bot/heuristic/ (identity
 * inference, valuation, targets, play phase, responses, rescue, discard, choices, skills, god cards, boss mode,
 * control) and the rules facts of games/paopaosha/bot/facts.ts.
 */
import type { Decider } from '@shaju/runtime';
import type { PaopaoshaDecision, PaopaoshaObservation, PaopaoshaView } from '../src/index.ts';
import { forControlled } from './heuristic/control.ts';
import { choose } from './heuristic/decide.ts';
import { assess, counts, observe, setup } from './heuristic/identity.ts';
import { type Ctx, fallback, Mind } from './heuristic/mind.ts';

/**
 * Whether a request with one legal decision may be answered with it without running a policy: any request but the
 * play phase and a `choose` prompt, whose policies remember what they chose.
 */
function answersAlone(o: PaopaoshaObservation): boolean {
  return o.ask !== null && o.ask.kind !== 'play' && o.ask.kind !== 'choose';
}

/**
 * The heuristic bot for 跑跑杀. It sees only its own view (`SeatContext`). One instance plays one seat for one game
 * and remembers what it has seen (games/paopaosha/bot/heuristic/identity.ts): from its seat's deeds it infers who is
 * for or against the 国主, and turns that into an enemy score per seat by its own identity. In boss mode (P-B1) the
 * sides are public: the 海盗王 against the team, and team members never harm each other.
 *
 * It equips better gear, heals, draws, uses tricks on enemies only (AOE only when it hurts enemies more), answers with
 * 闪/杀 when it helps, spends 无懈可击 only on effects that matter, rescues allies, discards its least useful cards, uses
 * every character skill, skill book and god card when it pays, and decides for the seats it controls (海洋公主,
 * 司令部) in its own interest. It always returns one of its legal decisions.
 */
export class PaopaoshaHeuristicBot implements Decider<PaopaoshaDecision, PaopaoshaView, PaopaoshaObservation> {
  readonly name = 'heuristic';
  /** Decisions that fell back to a default after an internal error (should stay 0; for tests). */
  errors = 0;
  /** What this bot remembers of its game. */
  private readonly b = new Mind();

  /**
   * What the bot believes of every seat's identity after its last decision (games/paopaosha/bot/heuristic/identity.ts
   * `assess`): per seat, the probabilities of being a 大臣 (or the 国主), a 强盗 and a 小贼, as plain numbers; empty
   * before its first decision. The search bot weights its sampled identities by it (bot/search.ts).
   */
  identityOdds(): number[][] {
    const b = this.b;
    const out: number[][] = [];
    for (let i = 0; i < b.n; i++) out.push([b.pL[i] as number, b.pR[i] as number, b.pZ[i] as number]);
    return out;
  }

  /** One decision for the seat of `ctx` (its own, or one it controls), always among the legal ones. */
  decide(ctx: Ctx): PaopaoshaDecision {
    const b = this.b;
    let legal: readonly PaopaoshaDecision[] = [];
    try {
      // One legal decision: it is the answer whatever the policy says (the policy's answer must be legal, and the
      // fallback takes it too), so the observation is enough (the view's part the bot's memory reads; half the
      // decisions of a game are such, mostly 无懈可击 windows). The identity scores (`assess`) are remade at every
      // decision that has a choice, and the policies of these requests remember nothing (the play phase and `choose`
      // prompts do: they always run), so leaving both out changes no later decision.
      if (ctx.observation !== undefined) {
        legal = ctx.legal();
        if (legal.length === 1) {
          const o = ctx.observation();
          if (o.seat !== null && answersAlone(o)) {
            setup(b, o, o.seat);
            counts(b, o);
            observe(b, o, ctx.seat);
            return legal[0] as PaopaoshaDecision;
          }
        }
      }
      const v = ctx.view();
      if (v.seat === null) return fallback(ctx.legal());
      // The view is the deciding seat's own; a seat it controls (海洋公主, 司令部) has `ctx.seat !== v.seat`, its
      // hand and legal decisions listed in `v.controlling`.
      const proxy = v.seat !== ctx.seat;
      legal = proxy ? ctx.legal() : v.legal;
      setup(b, v, v.seat);
      counts(b, v);
      observe(b, v, ctx.seat);
      // One legal decision (a context without an observation): as above.
      if (legal.length === 1 && answersAlone(v)) return legal[0] as PaopaoshaDecision;
      assess(b, v);
      b.ownHand = v.hand ?? [];
      const d = proxy ? forControlled(b, v, ctx.seat, legal) : choose(b, v, legal);
      if (d && legal.includes(d)) return d;
      this.errors++;
    } catch {
      this.errors++;
    } finally {
      b.actor = b.me;
      b.selfWorth = 1;
      b.handVals = null;
      b.shaDmg = -1;
    }
    if (legal.length === 0) legal = ctx.legal();
    return fallback(legal);
  }
}
