import type { Decider, SeatContext } from '@shaju/runtime';
import {
  CLUB,
  DECK_SIZE,
  DIAMOND,
  HEART,
  isJoker,
  isLegalPlay,
  JOKER,
  matchesIdentity,
  penaltyDraw,
  rulesOf,
  type ShajisifuDecision,
  type ShajisifuRules,
  type ShajisifuView,
  SPADE,
  suitOf,
} from '../src/index.ts';

type Ctx = SeatContext<ShajisifuDecision, ShajisifuView>;
type PV = ShajisifuView['players'][number];

/**
 * Scratch counts per card value for `wouldDie`, `danger` and `bestOwnHeal`, cleared up to the rules' highest value on
 * each use (grown when a configuration's values go higher): the bot runs at every decision of every lab game, and a
 * typed array per call was the largest part of its allocation (docs/performance.md).
 */
let scratch = new Uint8Array(64);

/** `scratch`, zeroed for values 0 … `maxValue`. */
function valueCounts(maxValue: number): Uint8Array {
  if (scratch.length < maxValue + 1) scratch = new Uint8Array(maxValue + 1);
  return scratch.fill(0, 0, maxValue + 1);
}

/** Adds `list`'s card values into `counts`; returns the total added, or −1 once a value reaches `same` cards. */
function addValues(rules: ShajisifuRules, counts: Uint8Array, list: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    const v = rules.values[(list[i] as number) % DECK_SIZE] as number;
    total += v;
    counts[v] = (counts[v] as number) + 1;
    if ((counts[v] as number) >= rules.sameValueCount) return -1;
  }
  return total;
}

/**
 * Damage outcome of adding `cards` to a player's damage: would they die (S-D1: total ≥ `deathTotal` or
 * `sameValueCount` of one value, as the configuration's `rules` say)? This recomputes the rule of `checkDeath`
 * (games/shajisifu/src/rules/turn.ts), which reads the full state.
 */
// rules query: to be replaced by a view-compatible death check from @shaju/shajisifu
function wouldDie(rules: ShajisifuRules, damage: readonly number[], cards: readonly number[]): boolean {
  const counts = valueCounts(rules.maxValue);
  const a = addValues(rules, counts, damage);
  if (a < 0) return true;
  const b = addValues(rules, counts, cards);
  if (b < 0) return true;
  return a + b >= rules.deathTotal;
}

/** How close a player is to death, 0 (fresh) … ~1 (one card away): the share of the death total, plus near-sets. */
function danger(rules: ShajisifuRules, damage: readonly number[]): number {
  const counts = valueCounts(rules.maxValue);
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < damage.length; i++) {
    const v = rules.values[(damage[i] as number) % DECK_SIZE] as number;
    total += v;
    counts[v] = (counts[v] as number) + 1;
    if (counts[v] === rules.sameValueCount - 1) pairs++;
  }
  return Math.min(1, total / rules.deathTotal + pairs * 0.25);
}

/** The number of players alive in a view. */
function aliveCount(v: ShajisifuView): number {
  let n = 0;
  for (const p of v.players) if (p.alive) n++;
  return n;
}

/** The number of players whose identity is public in a view. */
function revealedCount(v: ShajisifuView): number {
  let n = 0;
  for (const p of v.players) if (p.revealed) n++;
  return n;
}

/** No cards in flight. */
const NONE: readonly number[] = Object.freeze([]);

/** Whether a view's legal list holds a reveal (S-R1). */
function hasReveal(legal: readonly ShajisifuDecision[]): boolean {
  for (let i = legal.length - 1; i >= 0; i--) if ((legal[i] as ShajisifuDecision).t === 'reveal') return true;
  return false;
}

/** `notLower`'s table for the last rules asked: by value v, the share of faces of value ≥ v. */
let oddsRules: ShajisifuRules | null = null;
let odds = new Float64Array(0);

/** The share of the 54 faces whose value is at least `last`: the odds that the next flip does not force a stop. */
function notLower(rules: ShajisifuRules, last: number): number {
  if (rules !== oddsRules) {
    odds = new Float64Array(rules.maxValue + 2);
    for (let v = 0; v <= rules.maxValue + 1; v++) {
      let k = 0;
      for (let f = 0; f < DECK_SIZE; f++) if ((rules.values[f] as number) >= v) k++;
      odds[v] = k / DECK_SIZE;
    }
    oddsRules = rules;
  }
  return odds[last] as number;
}

/**
 * The heuristic bot for 杀机四伏. It sees only its own view. It keeps legal chains going (one-step
 * lookahead), stops a flip run when the odds of a lower card turn against it, reveals when immunity pays or saves its
 * life, chases its own identity's win conditions (S-V1) when it chooses and finishes targets, and avoids kills that
 * would hand an exposed rival the game.
 */
export class ShajisifuHeuristicBot implements Decider<ShajisifuDecision, ShajisifuView> {
  readonly name = 'heuristic';

  decide(ctx: Ctx): ShajisifuDecision {
    const v = ctx.view();
    const legal = v.legal;
    const me = v.players[ctx.seat] as PV;
    const reveal = this.revealChoice(v, ctx.seat, null);
    if (reveal) return reveal;
    switch (v.step) {
      case 'play':
      case 'continue':
        return this.play(v, ctx.seat, legal);
      case 'selfHeal':
        return this.selfHeal(v, me, legal);
      case 'noHand':
        return this.noHand(v, ctx.seat, legal);
      case 'flip':
        return this.flip(v, ctx.seat);
      case 'claim': {
        const pong = legal.find((d) => d.t === 'pong');
        return pong ?? (legal.find((d) => d.t === 'pass') as ShajisifuDecision);
      }
      default:
        return legal[0] as ShajisifuDecision;
    }
  }

  /** Offered while being attacked: reveal if it saves my life (S-R1 immunity applies to the flips in flight). */
  react(ctx: Ctx): ShajisifuDecision | null {
    const v = ctx.view();
    return this.revealChoice(v, ctx.seat, v.attack ? v.attack.flips : null);
  }

  private identity(v: ShajisifuView, seat: number): number {
    return (v.players[seat] as PV).identity as number;
  }

  /** Whether I want to die now: ♣ before the first death (C-A), 王 after it (J-A), when those conditions are on. */
  private wantsDeath(v: ShajisifuView, seat: number): boolean {
    const suit = suitOf(this.identity(v, seat));
    const deaths = v.players.length - aliveCount(v);
    const on = rulesOf(v.config).win;
    return (on['C-A'] && suit === CLUB && deaths === 0) || (on['J-A'] && suit === JOKER && deaths > 0);
  }

  private revealChoice(v: ShajisifuView, seat: number, incoming: readonly number[] | null): ShajisifuDecision | null {
    if (!hasReveal(v.legal)) return null;
    if (this.wantsDeath(v, seat)) return null;
    const me = v.players[seat] as PV;
    const id = this.identity(v, seat);
    const suit = suitOf(id);
    const inFlight = incoming ?? NONE;
    const rules = rulesOf(v.config);
    // The lists without the cards my identity makes immune (S-R1) are built only when the reveal may save me.
    const saves =
      wouldDie(rules, me.damage, inFlight) &&
      !wouldDie(
        rules,
        me.damage.filter((c) => !matchesIdentity(c, id)),
        inFlight.filter((c) => !matchesIdentity(c, id)),
      );
    let worth = saves;
    if (!worth && incoming === null) {
      let gain = 0;
      for (const c of me.damage) if (matchesIdentity(c, id)) gain += rules.values[c % DECK_SIZE] as number;
      const risky = danger(rules, me.damage) >= 0.6;
      // A revealed ♦ is a ♠'s target (S-A): the ♦ reveals only to survive. Worth it: 14 and 6 points of a 50 total.
      if (suit !== DIAMOND) worth = gain * 50 >= 14 * rules.deathTotal || (risky && gain * 50 >= 6 * rules.deathTotal);
      // ♠ B needs every identity public: the ♠ goes first once others start revealing.
      if (suit === SPADE && revealedCount(v) >= v.players.length - 2) worth = true;
    }
    if (!worth) return null;
    const options = v.legal.filter((d) => d.t === 'reveal');
    // Pick the new top card that leaves my hand the most legal plays.
    const hand = v.hand ?? [];
    let best = options[0] as ShajisifuDecision;
    let bestScore = -1;
    for (const o of options) {
      if (o.t !== 'reveal') continue;
      const top = o.order.length > 0 ? (o.order[o.order.length - 1] as number) : v.discardTop;
      const score = hand.filter((c) => isLegalPlay(c, top)).length;
      if (score > bestScore) {
        bestScore = score;
        best = o;
      }
    }
    return best;
  }

  /** S-T1/S-T2: keep a chain of legal plays going; a ♦ with many cards keeps them (D-A). */
  private play(v: ShajisifuView, seat: number, legal: readonly ShajisifuDecision[]): ShajisifuDecision {
    const hand = v.hand ?? [];
    const top = v.discardTop;
    const suit = suitOf(this.identity(v, seat));
    const legalCards = hand.filter((c) => isLegalPlay(c, top));
    const rules = rulesOf(v.config);
    if (v.step === 'continue') {
      const me = v.players[seat] as PV;
      // A ♦ three cards short of D-A stops to keep them; everyone stops rather than play an illegal card.
      const hoard = rules.win['D-A'] && suit === DIAMOND && hand.length >= rules.diamondHand - 3;
      if (legalCards.length === 0 || hoard) {
        return legal.find((d) => d.t === 'stop') as ShajisifuDecision;
      }
      // With heavy damage and one card left, stopping early buys a self-heal now.
      if (legalCards.length > 0 && danger(rules, me.damage) > 0.8 && hand.length > 3) {
        return legal.find((d) => d.t === 'stop') as ShajisifuDecision;
      }
    }
    if (legalCards.length > 0) {
      let best = legalCards[0] as number;
      let bestScore = -Infinity;
      for (const c of legalCards) {
        let follow = 0;
        for (const o of hand) if (o !== c && isLegalPlay(o, c)) follow++;
        // Keep jokers as bridges for later.
        const score = follow * 10 - (isJoker(c) ? 25 : 0);
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      return { t: 'play', card: best };
    }
    // Forced illegal play: leave the top card that my remaining hand can follow best next time.
    let best = hand[0] as number;
    let bestScore = -Infinity;
    for (const c of hand) {
      let follow = 0;
      for (const o of hand) if (o !== c && isLegalPlay(o, c)) follow++;
      if (follow > bestScore) {
        bestScore = follow;
        best = c;
      }
    }
    return { t: 'play', card: best };
  }

  /** My damage card worth healing: the highest value, first one of a value a card away from a deadly set. */
  private bestOwnHeal(v: ShajisifuView, me: PV): number {
    const rules = rulesOf(v.config);
    const counts = valueCounts(rules.maxValue);
    for (const c of me.damage) {
      const x = rules.values[c % DECK_SIZE] as number;
      counts[x] = (counts[x] as number) + 1;
    }
    let best = me.damage[0] as number;
    let bestScore = -1;
    for (const c of me.damage) {
      const x = rules.values[c % DECK_SIZE] as number;
      const score = x + ((counts[x] as number) >= rules.sameValueCount - 1 ? 30 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }

  private selfHeal(v: ShajisifuView, me: PV, legal: readonly ShajisifuDecision[]): ShajisifuDecision {
    if (this.wantsDeath(v, me.seat) || me.damage.length === 0)
      return legal.find((d) => d.t === 'pass') as ShajisifuDecision;
    return { t: 'heal', target: me.seat, card: this.bestOwnHeal(v, me) };
  }

  /**
   * Would my killing `t` win me the game (S-V1)? This recomputes the win conditions of `conditionsOf`/`checkVictory`
   * (games/shajisifu/src/rules/victory.ts) from the view.
   */
  // rules query: to be replaced by a view-compatible win-condition query from @shaju/shajisifu
  private killWins(v: ShajisifuView, seat: number, t: PV): boolean {
    const suit = suitOf(this.identity(v, seat));
    const alive = aliveCount(v);
    const deaths = v.players.length - alive;
    const n = v.players.length;
    const on = rulesOf(v.config).win;
    if (on.sole && alive - 1 === 1) return true;
    switch (suit) {
      case SPADE:
        return on['S-A'] && t.identity !== null && suitOf(t.identity) === DIAMOND;
      case CLUB:
        return on['C-B'] && deaths > 0;
      case JOKER:
        return on['J-B'] && t.revealed;
      case DIAMOND:
        return on['D-B'] && alive - 1 <= 2;
      case HEART: {
        const l = (seat + n - 1) % n;
        const r = (seat + 1) % n;
        const other = t.seat === l ? r : t.seat === r ? l : -1;
        return on['H-A'] && other >= 0 && !(v.players[other] as PV).alive;
      }
    }
    return false;
  }

  /** Would killing `t` hand an exposed rival the game (first death of a ♣, later death of a 王, last two for a ♦)? */
  private killHelpsRival(v: ShajisifuView, seat: number, t: PV): boolean {
    const alive = aliveCount(v);
    const deaths = v.players.length - alive;
    const on = rulesOf(v.config).win;
    if (t.identity !== null && t.revealed) {
      const ts = suitOf(t.identity);
      if (on['C-A'] && ts === CLUB && deaths === 0) return true;
      if (on['J-A'] && ts === JOKER && deaths > 0) return true;
    }
    if (on['D-B'] && alive - 1 <= 2) {
      for (const p of v.players) {
        if (
          p.alive &&
          p.seat !== t.seat &&
          p.seat !== seat &&
          p.revealed &&
          p.identity !== null &&
          suitOf(p.identity) === DIAMOND
        )
          return true;
      }
    }
    return false;
  }

  private noHand(v: ShajisifuView, seat: number, legal: readonly ShajisifuDecision[]): ShajisifuDecision {
    const me = v.players[seat] as PV;
    const rules = rulesOf(v.config);
    if (!this.wantsDeath(v, seat) && me.damage.length > 0 && danger(rules, me.damage) >= 0.7) {
      return { t: 'heal', target: seat, card: this.bestOwnHeal(v, me) };
    }
    const suit = suitOf(this.identity(v, seat));
    const n = v.players.length;
    const deaths = n - aliveCount(v);
    let best: ShajisifuDecision | null = null;
    let bestScore = -Infinity;
    for (const d of legal) {
      if (d.t !== 'attack') continue;
      const t = v.players[d.target] as PV;
      let score = danger(rules, t.damage) * 10;
      if (this.killWins(v, seat, t)) score += 20 * (0.3 + danger(rules, t.damage));
      if (this.killHelpsRival(v, seat, t)) score -= 30;
      if (suit === HEART && (d.target === (seat + 1) % n || d.target === (seat + n - 1) % n)) score += 8;
      if (suit === CLUB && deaths === 0) score -= danger(rules, t.damage) * 15; // wants to die first, not to kill first
      if (suit === SPADE && t.identity !== null && suitOf(t.identity) === DIAMOND) score += 15;
      if (suit === JOKER && t.revealed) score += 8;
      if (score > bestScore) {
        bestScore = score;
        best = d;
      }
    }
    return best ?? (legal[0] as ShajisifuDecision);
  }

  /** S-A1: stop when the flips already kill a target worth killing, or when a lower card becomes likely. */
  private flip(v: ShajisifuView, seat: number): ShajisifuDecision {
    const a = v.attack;
    if (!a || a.flips.length === 0) return { t: 'flip' };
    const t = v.players[a.target] as PV;
    const effective =
      t.revealed && t.identity !== null ? a.flips.filter((c) => !matchesIdentity(c, t.identity as number)) : a.flips;
    const rules = rulesOf(v.config);
    if (wouldDie(rules, t.damage, effective)) return { t: 'stop' };
    const last = rules.values[(a.flips[a.flips.length - 1] as number) % DECK_SIZE] as number;
    const suit = suitOf(this.identity(v, seat));
    // Probability that the next card is not lower: the share of faces of value ≥ last in a full deck (the deck's
    // make-up, not the cards still unseen).
    const pOk = notLower(rules, last);
    // A ♦ with an empty hand gambles for a big penalty draw (D-A: ten cards at once).
    const threshold = suit === DIAMOND ? 0.45 : 0.62;
    // D-A: with an empty hand, a forced stop whose penalty would exceed `diamondHand` cards wins at once — a ♦ keeps
    // flipping while the last card is high enough for that (J, Q, K, joker in the seed game).
    const me = v.players[seat] as PV;
    const gamble = rules.win['D-A'] && penaltyDraw(rules, last) > rules.diamondHand;
    if (suit === DIAMOND && me.handCount === 0 && gamble) return { t: 'flip' };
    if (this.killHelpsRival(v, seat, t) && danger(rules, t.damage) > 0.5) return { t: 'stop' };
    return pOk >= threshold ? { t: 'flip' } : { t: 'stop' };
  }
}
