/**
 * 跑跑杀's part of the search bot (@shaju/bots `SearchBot`, docs/bots.md): the determinisers that rebuild a full state
 * from one seat's view, and the adapter the kit exposes as `GameKit.search`.
 *
 * The view shows the request, not the resolution stack behind it: only a request whose stack the rules fix is rebuilt
 * — the current seat's play-phase request (P-T1: the game loop, the turn after its play step, the play phase asking,
 * as games/paopaosha/src/scenario.ts builds it) and its character choice (P-S2). Every other request (responses,
 * other choices, discards) is the heuristic bot's.
 */
import { type Rng, seedRng } from '@shaju/engine';
import type { Decider, SearchAdapter, SearchPlan } from '@shaju/runtime';
import {
  askCharacterAt,
  CARD_UNIVERSE,
  type CharacterId,
  characterPool,
  deckCards,
  IDENTITY_TABLE,
  type IdentityId,
  kindOf,
  legalDecisions,
  newSeat,
  type PaopaoshaDecision,
  type PaopaoshaState,
  type PaopaoshaView,
  pushTurnAt,
  resume,
  type SeatState,
  type SeatView,
  sameDecision,
  setup,
  startingHp,
} from '../src/index.ts';
import { isHealKind, isShaKind } from './facts.ts';
import { characterTaste } from './heuristic/character.ts';
import { PaopaoshaHeuristicBot } from './heuristic.ts';

/** Identities a hidden seat can hold, in the order of the heuristic bot's odds (大臣, 强盗, 小贼). */
const HIDDEN: readonly IdentityId[] = Object.freeze(['dachen', 'qiangdao', 'xiaozei']);

/** Whether `seat` may search at this view: its own play-phase request, not under control, nothing resolving. */
export function searchableView(v: PaopaoshaView, seat: number): boolean {
  if (v.seat !== seat || v.result !== null || v.phase !== 'play' || v.turn !== seat) return false;
  if (v.ask?.kind !== 'play' || !v.ask.you || v.controlledBy !== -1) return false;
  if (v.table.length > 0 || v.harvest.length > 0) return false;
  return v.legal.length > 1;
}

/** Whether `seat` may search at this view: its own character choice (P-S2) in an identity game, among several. */
export function characterView(v: PaopaoshaView, seat: number): boolean {
  if (v.seat !== seat || v.result !== null || v.phase !== 'choose' || v.config.mode === 'boss') return false;
  return v.ask?.kind === 'character' && v.ask.you && v.legal.length > 1 && v.controlledBy === -1;
}

/**
 * A full 跑跑杀 state at `seat`'s character choice (P-S2) that gives `seat` its view `v`: the identities the view
 * shows (its own, the 国主's), the hidden ones drawn from what the P-S1 table leaves; the 国主's character as the view
 * shows it; the characters the seats before `seat` chose in secret drawn as they would have chosen them (three
 * candidates each from those not yet taken and not among the seat's own, the taste of the heuristic bot); the seat's
 * candidates as the view lists them; no card dealt yet, so the whole deck in an order drawn with `rng`. With `open`,
 * every seat sees every identity (as `determinise`). Returns null for a view `characterView` refuses.
 */
export function determiniseCharacter(v: PaopaoshaView, seat: number, rng: Rng, open = false): PaopaoshaState | null {
  if (!characterView(v, seat) || !v.ask) return null;
  const n = v.players.length;
  const identities = drawIdentities(v, seat, rng, null);
  if (identities === null) return null;
  const s = setup(v.config, rng.int(0x7fffffff));
  const order: number[] = [];
  for (let k = 0; k < n; k++) order.push((v.lord + k) % n);
  const at = order.indexOf(seat);
  const mine = v.ask.characters ?? [];
  const pool = characterPool(v.config);
  const chosen: CharacterId[] = [];
  const seats: SeatState[] = [];
  for (let i = 0; i < n; i++) {
    const p = v.players[i] as SeatView;
    seats.push(newSeat(i, identities[i] as IdentityId, p.identityPublic, p.team));
  }
  for (let k = 0; k < at; k++) {
    const i = order[k] as number;
    let id = (v.players[i] as SeatView).character as CharacterId | null;
    if (id === null) {
      const fresh = pool.filter((c) => !chosen.includes(c) && !mine.includes(c));
      rng.shuffle(fresh);
      const offered = fresh.slice(0, v.config.characterChoices);
      offered.sort((a, b) => characterTaste(v, b) - characterTaste(v, a));
      id = (offered[0] ?? fresh[0] ?? pool[0]) as CharacterId;
    }
    chosen.push(id);
    const q = seats[i] as SeatState;
    q.character = id;
    q.maxHp = startingHp(v.config, id, i === v.lord);
    q.hp = q.maxHp;
  }
  s.seats = seats;
  s.lord = v.lord;
  s.turn = v.lord;
  // The rules' own character choice at `seat`'s turn to choose (`askCharacterAt`), which counts one more request.
  s.req = v.req - 1;
  askCharacterAt(s, order, at, chosen, mine.slice());
  if (open) {
    const all = (1 << n) - 1;
    for (const q of seats) q.knows = all;
  } else {
    let knows = 0;
    for (let j = 0; j < n; j++) if ((v.players[j] as SeatView).identity !== null) knows |= 1 << j;
    (seats[seat] as SeatState).knows = knows;
  }
  return s;
}

/**
 * A full 跑跑杀 state at `seat`'s play-phase request that gives `seat` its view `v`: every public fact of the view
 * (characters, HP, equipment, delayed cards, score cards, use counts, armed 永恒之火, piles' sizes, the discard top),
 * the seat's own hand, and the rest drawn with `rng` from the cards it has not seen: the other hands, the discard pile
 * under its top, the draw pile's order, the PRNG; the hidden identities drawn from those the P-S1 table leaves, each
 * seat weighted by `odds` (per seat `[大臣, 强盗, 小贼]`, the heuristic bot's inference; uniform when absent).
 * Marks the view does not show are taken at their usual value at this point of a turn: per-turn skill uses and the
 * 杀 count of the seat are set so that its legal decisions are the view's (as far as they tell), a shield (天使之泪) is
 * taken as none (unless the seat's own 水 tells otherwise), deaths in seat order. With `open`, every seat of the world
 * sees every identity (the search's playouts: perfect information within a sampled world, docs/bots.md). Returns null
 * for a view `searchableView` refuses.
 */
export function determinise(
  v: PaopaoshaView,
  seat: number,
  rng: Rng,
  odds: readonly (readonly number[])[] | null,
  open = false,
): PaopaoshaState | null {
  if (!searchableView(v, seat)) return null;
  const n = v.players.length;
  const seen = new Uint8Array(CARD_UNIVERSE.length);
  const hands: number[][] = [];
  for (let i = 0; i < n; i++) hands.push([]);
  for (const c of v.hand ?? []) seen[c] = 1;
  hands[seat] = (v.hand ?? []).slice();
  // The seats the viewer controls (海洋公主, 司令部) show their hands.
  for (const c of v.controlling) {
    for (const x of c.hand) seen[x] = 1;
    hands[c.seat] = c.hand.slice();
  }
  for (const p of v.players) {
    for (const c of [p.equip.weapon, p.equip.armor, p.equip.mount, p.equip.book]) if (c >= 0) seen[c] = 1;
    for (const c of p.judging) seen[c] = 1;
  }
  // An armed 永恒之火 is public and lies in its holder's hand (product reading 5).
  for (const a of v.armed) {
    if (seen[a.card]) continue;
    seen[a.card] = 1;
    (hands[a.seat] as number[]).push(a.card);
  }
  if (v.discardTop >= 0) seen[v.discardTop] = 1;
  const unseen: number[] = [];
  // The game's deck (its options may add or remove copies: `deckCards`), less every card the view shows.
  for (const c of deckCards(v.config)) if (!seen[c]) unseen.push(c);
  rng.shuffle(unseen);
  for (let i = 0; i < n; i++) {
    if (i === seat || v.controlling.some((c) => c.seat === i)) continue;
    const h = hands[i] as number[];
    const want = (v.players[i] as SeatView).handCount - h.length;
    if (want < 0) return null;
    for (let k = 0; k < want; k++) h.push(unseen.pop() as number);
  }
  const discard = unseen.splice(Math.max(0, unseen.length - Math.max(0, v.discardCount - 1)));
  if (v.discardTop >= 0) discard.push(v.discardTop);
  if (unseen.length !== v.drawCount) return null;
  const identities = drawIdentities(v, seat, rng, odds);
  if (identities === null) return null;
  const seats: SeatState[] = [];
  let deaths = 0;
  for (let i = 0; i < n; i++) {
    const p = v.players[i] as SeatView;
    if (!p.alive) deaths++;
    seats.push(seatOf(v, p, i, seat, identities[i] as IdentityId, hands[i] as number[], p.alive ? 0 : deaths));
  }
  const s: PaopaoshaState = {
    game: 'paopaosha',
    config: v.config,
    rng: seedRng(rng.int(0x7fffffff)),
    draw: unseen,
    discard,
    table: [],
    harvest: [],
    seats,
    lord: v.lord,
    turn: seat,
    round: v.round,
    turns: v.turns,
    phase: 'play',
    // 死神冥刀's public counts (P-T6): uses so far, and whether this turn's are spent.
    mingdaoUses: Math.max(0, v.config.sishenmingdaoUses - v.mingdao.left),
    mingdaoTurn: v.mingdao.spentThisTurn ? v.turns : -1,
    armed: v.armed.map((a) => ({ card: a.card, seat: a.seat })),
    // The rules put the game at `seat`'s play phase below (`pushTurnAt`).
    stack: [],
    ret: null,
    ask: null,
    // `resume` opens the request, which counts one more.
    req: v.req - 1,
    decisions: 0,
    deaths,
    result: null,
  };
  pushTurnAt(s, seat, 'play');
  resume(s);
  matchLegal(s, seat, v.legal);
  if (open) {
    // Every seat sees every identity of this world (a visibility grant, as 控制's look; view.ts).
    const all = (1 << n) - 1;
    for (const q of seats) q.knows = all;
  }
  return s;
}

/** Seat `i` of a determinised state: the view's public facts, its identity and hand. */
function seatOf(
  v: PaopaoshaView,
  p: SeatView,
  i: number,
  me: number,
  identity: IdentityId,
  hand: number[],
  deathOrder: number,
): SeatState {
  const q = newSeat(i, identity, p.identityPublic, p.team);
  q.character = p.character;
  q.hp = p.hp;
  q.maxHp = p.maxHp;
  q.alive = p.alive;
  q.hand = hand;
  q.equip = { ...p.equip };
  q.judging = p.judging.slice();
  q.score = p.score;
  q.uses = { ...p.uses };
  q.turnUses = { ...p.turnUses };
  q.shaUsed = p.shaUsed;
  q.noBasic = p.noBasic;
  q.shield = p.shield;
  q.asleep = p.asleep;
  q.deathOrder = deathOrder;
  q.controlTurns = p.controlTurns;
  // Control (rules/control.ts): the view names who decides for each seat now; at the viewer's own play phase that is
  // 海洋公主's control (a 司令部 command acts in the commanded seat's turn only: it is armed, not begun).
  q.controller = p.controller;
  q.commandBy = p.commandBy;
  if (i === me) {
    let knows = 0;
    for (let j = 0; j < v.players.length; j++) if ((v.players[j] as SeatView).identity !== null) knows |= 1 << j;
    q.knows = knows;
  }
  return q;
}

/**
 * Every seat's identity: the known ones as the view shows them, the hidden ones drawn (the surest seats first, ties in
 * an order drawn with `rng`) from what the P-S1 table leaves, each with weight (identities of that kind left) × (odds + 0.05). Null when the
 * table cannot hold the known identities.
 */
function drawIdentities(
  v: PaopaoshaView,
  seat: number,
  rng: Rng,
  odds: readonly (readonly number[])[] | null,
): IdentityId[] | null {
  const n = v.players.length;
  const row = IDENTITY_TABLE[n];
  if (!row) return null;
  const left = [row.dachen, row.qiangdao, row.xiaozei];
  const out: (IdentityId | null)[] = [];
  const hidden: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = (v.players[i] as SeatView).identity;
    out.push(id);
    if (id === null) hidden.push(i);
    else if (id !== 'guozhu') {
      const k = HIDDEN.indexOf(id);
      left[k] = (left[k] as number) - 1;
    }
  }
  if (left.some((x) => x < 0) || out[seat] === null) return null;
  // The surest seats draw first (their odds most uneven), so that the table's counts bind the least sure ones.
  rng.shuffle(hidden);
  const sure = new Float64Array(n);
  for (const i of hidden) sure[i] = odds?.[i] ? Math.max(...(odds[i] as number[])) : 0;
  hidden.sort((a, b) => (sure[b] as number) - (sure[a] as number));
  for (const i of hidden) {
    const o = odds?.[i];
    let total = 0;
    const w = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      w[k] = (left[k] as number) * ((o?.[k] ?? 1) + 0.05);
      total += w[k] as number;
    }
    if (total <= 0) return null;
    let x = (rng.int(1 << 30) / (1 << 30)) * total;
    let k = 0;
    while (k < 2 && x >= (w[k] as number)) x -= w[k++] as number;
    if ((left[k] as number) <= 0) k = left.findIndex((c) => c > 0);
    left[k] = (left[k] as number) - 1;
    out[i] = HIDDEN[k] as IdentityId;
  }
  return out as IdentityId[];
}

/**
 * Sets the marks of `seat` the view does not show so that its legal decisions in `s` are the view's `legal` as far as
 * they tell: 杀 already used this phase (P-T2), per-turn uses of a skill (a skill or a conversion the view no longer
 * offers is taken as used up this turn).
 */
function matchLegal(s: PaopaoshaState, seat: number, legal: readonly PaopaoshaDecision[]): void {
  const p = s.seats[seat] as SeatState;
  for (let round = 0; round < 4; round++) {
    const mine = s.ask ? legalDecisions(s, seat) : [];
    let changed = false;
    for (const d of mine) {
      if (legal.some((x) => sameDecision(x, d))) continue;
      // New records, never changed in place: a clone shares them (countUse, src/skills/uses.ts).
      if (d.t === 'skill') p.turnUses = { ...p.turnUses, [d.id]: 99 };
      else if (d.t === 'use' && d.via) p.turnUses = { ...p.turnUses, [d.via]: 99 };
      else if (d.t === 'use' && isShaKind(d.as)) p.shaUsed++;
      else continue;
      changed = true;
      break;
    }
    // A 水 the view offers at full HP: part of the HP is 天使之泪's shield (product reading 6).
    if (!changed && p.shield === 0 && p.hp >= p.maxHp) {
      for (const d of legal) {
        if (d.t === 'use' && isHealKind(d.as) && d.targets.length === 0 && !mine.some((x) => sameDecision(d, x))) {
          p.shield = p.hp - p.maxHp + 1;
          changed = true;
          break;
        }
      }
    }
    if (!changed) return;
  }
}

/**
 * How good an unfinished game is for `seat` (a playout cut short), in [0, 1]: the HP share of its side (the 国主 and
 * 大臣, the 强盗, or the 小贼 alone) among the living.
 */
function value(s: PaopaoshaState, seat: number): number {
  const me = s.seats[seat] as SeatState;
  // A dead 小贼 has lost (P-W3); a dead seat of a side can still win with it.
  if (!me.alive && me.identity === 'xiaozei') return 0;
  const side = (id: IdentityId) => (id === 'guozhu' || id === 'dachen' ? 0 : id === 'qiangdao' ? 1 : 2);
  const mine = side(me.identity);
  let ours = 0;
  let all = 0;
  for (const q of s.seats) {
    if (!q.alive) continue;
    const hp = Math.max(0, q.hp) + 1;
    all += hp;
    if (side(q.identity) === mine) ours += hp;
  }
  return all > 0 ? ours / all : 0;
}

/** A short key of what a decision does (its kind of card or skill), for keeping one candidate of each. */
function keyOf(d: PaopaoshaDecision): string {
  if (d.t === 'use' || d.t === 'play') return `${d.t}:${d.as}:${d.via ?? ''}:${kindOf(d.card)}`;
  if (d.t === 'skill') return `skill:${d.id}`;
  return d.t;
}

/**
 * The root candidates: the heuristic bot's answer, ending the phase, and the first decision of every other kind of
 * move (a card kind, a conversion, a skill), in the order the rules list them.
 */
function candidates(_v: PaopaoshaView, legal: readonly PaopaoshaDecision[], fallback: PaopaoshaDecision) {
  const out: PaopaoshaDecision[] = [fallback];
  const keys = new Set<string>([keyOf(fallback)]);
  for (const d of legal) {
    if (d.t === 'end' && d !== fallback) {
      out.push(d);
      keys.add('end');
    }
  }
  for (const d of legal) {
    const k = keyOf(d);
    if (keys.has(k)) continue;
    keys.add(k);
    out.push(d);
  }
  return out;
}

/**
 * How 跑跑杀 searches (docs/bots.md, "select, then confirm"): the character choice, met once a game, takes 3.75 times
 * the playouts (150 of the kit's 40) and overrules the heuristic's taste on half a standard error (its taste is a
 * fixed order, no better a prior than the playouts); a play-phase request on 1.5.
 */
const CHARACTER_PLAN: SearchPlan = Object.freeze({ scale: 3.75, confirm: 0.5 });
const PLAY_PLAN: SearchPlan = Object.freeze({ confirm: 1.5 });

/** 跑跑杀's search adapter: the heuristic bot as base (its identity odds weight the worlds) and as playout policy. */
export const searchAdapter: SearchAdapter<PaopaoshaState, PaopaoshaView, PaopaoshaDecision> = Object.freeze({
  base: (): Decider<PaopaoshaDecision, PaopaoshaView> => new PaopaoshaHeuristicBot(),
  belief: (base: Decider<PaopaoshaDecision, PaopaoshaView>) =>
    base instanceof PaopaoshaHeuristicBot ? base.identityOdds() : null,
  searchable: (v: PaopaoshaView, seat: number) => searchableView(v, seat) || characterView(v, seat),
  candidates: (v: PaopaoshaView, legal: readonly PaopaoshaDecision[], fallback: PaopaoshaDecision) =>
    v.phase === 'choose' ? legal : candidates(v, legal, fallback),
  determinise: (v: PaopaoshaView, seat: number, rng: Rng, belief: unknown) =>
    v.phase === 'choose'
      ? determiniseCharacter(v, seat, rng, true)
      : determinise(v, seat, rng, Array.isArray(belief) ? (belief as number[][]) : null, true),
  policy: (): Decider<PaopaoshaDecision, PaopaoshaView> => new PaopaoshaHeuristicBot(),
  value,
  plan: (v: PaopaoshaView) => (v.phase === 'choose' ? CHARACTER_PLAN : PLAY_PLAN),
});
