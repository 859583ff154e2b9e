/**
 * Scenarios: a legal mid-game 跑跑杀 state built from a rulebook-style spec, for tests, examples and tools
 *. Cards are written by kind id with an optional suit and rank — `sha`, `shan`, `dilei`,
 * `sha♠7`, `shan♦2`, `shui♥` — and each one takes a distinct physical card of `DECK` (a card's id is its index), so
 * every card is used once and all the others form the draw pile (card conservation).
 */
import { seedRng, withRng } from '@shaju/engine';
import { DECK_COUNT, kindOf, rankOfCard, subtypeOf, suitOfCard } from './cardinfo.ts';
import { type CardKindId, isCardKindId } from './data/cards.ts';
import type { CharacterId } from './data/characters.ts';
import { type PaopaoshaConfig, validateConfig } from './data/config.ts';
import { IDENTITY_TABLE, type IdentityId } from './data/identities.ts';
import { rankLabel, SUIT_LABELS, type Suit } from './data/suits.ts';
import type { PaopaoshaEvent } from './events.ts';
import { resume } from './game.ts';
import { pushTurnAt, startingHp, type TurnEntry } from './rules/turn.ts';
import { type Equipment, newSeat, type PaopaoshaState, type SeatState, setEquip } from './state.ts';

/** One seat of a scenario. */
export interface PaopaoshaSeatSpec {
  identity: IdentityId;
  /** Default `laopi` (card-only scenarios: characters then only set the HP); `haidaowang` for the boss in boss mode. */
  character?: CharacterId;
  /** Default: the character's HP, +`lordExtraHp` for the 国主 from `lordExtraHpFrom` players (P-S2). */
  maxHp?: number;
  /** Default: `maxHp` (0 for a dead seat). */
  hp?: number;
  hand?: string[];
  equip?: { weapon?: string; armor?: string; mount?: string; book?: string };
  /** Delayed cards in front of the player, in the order placed (newest last). */
  judging?: string[];
  /** Default true. A dead seat has its identity public and holds no cards. */
  alive?: boolean;
  /** Score cards held (default 1 alive, 0 dead; P-S3). */
  score?: number;
}

/** Where a scenario starts: the current seat's turn from this phase (P-T1). */
export type ScenarioPhase = TurnEntry;

/** A rulebook-style starting position of a 跑跑杀 identity game. */
export interface PaopaoshaSpec {
  seats: PaopaoshaSeatSpec[];
  /** Whose turn it is (default: the 国主). */
  turn?: number;
  /**
   * The phase the turn starts in (default `play`: the current seat is asked for a play-phase decision). `start` begins
   * the turn from its start phase, so delayed cards are judged; `draw` and `discard` start those phases.
   */
  phase?: ScenarioPhase;
  /** The next cards drawn or judged, first first. */
  drawTop?: string[];
  /** The discard pile, bottom first. */
  discard?: string[];
  /** Where every card the spec does not name goes: the draw pile (default), the discard pile, or a seat's hand. */
  rest?: 'draw' | 'discard' | { hand: number };
  /** The 国主's seat (default: the seat whose identity is `guozhu`). */
  lord?: number;
  /**
   * Configuration overrides (`players` is the number of seats): `PaopaoshaConfig` fields and any option of the catalogue
   * (data/options.ts). The cards are those of the seed deck whatever the `deck.<card>` options say.
   */
  config?: Partial<Omit<PaopaoshaConfig, 'players' | 'packs'>> & Readonly<Record<string, number | boolean | string>>;
  /** Seeds the PRNG (shuffle of the other cards, random picks). Default 1. */
  seed?: number;
  /** The round in progress (default 1) and the number of turns started so far (default 1). */
  round?: number;
  turns?: number;
  /** 杀 the current seat already used this play phase (default 0). */
  shaUsed?: number;
}

/** What a card text asks for: a kind, and optionally a suit and a rank. */
interface CardPattern {
  readonly kind: CardKindId;
  readonly suit: Suit | null;
  readonly rank: number | null;
}

const SUIT_OF_SYMBOL: Readonly<Record<string, Suit>> = { '♠': 'S', '♥': 'H', '♣': 'C', '♦': 'D' };
const RANK_OF_LABEL: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };

/**
 * Parses a card text: a kind id, then optionally a suit symbol (♠♥♣♦) and a rank (A, 2–10, J, Q, K), e.g. `sha`,
 * `shan♦2`, `shui♥`, `m16`. Throws `Error` for an unknown kind or a malformed text.
 */
export function parseCardText(text: string): CardPattern {
  const m = /^([a-z][a-z0-9]*)(?:([♠♥♣♦])(A|[2-9]|10|J|Q|K)?)?$/.exec(text);
  if (!m) throw new Error(`bad card text ${JSON.stringify(text)} (write e.g. sha, sha♠7, shan♦2)`);
  const kind = m[1] as string;
  if (!isCardKindId(kind)) throw new Error(`unknown card kind ${JSON.stringify(kind)} in ${JSON.stringify(text)}`);
  const suit = m[2] ? (SUIT_OF_SYMBOL[m[2]] as Suit) : null;
  const r = m[3];
  const rank = r === undefined ? null : (RANK_OF_LABEL[r] ?? Number(r));
  return { kind, suit, rank };
}

/** Whether physical card `id` fits a card text. */
export function cardMatches(id: number, text: string): boolean {
  return fits(id, parseCardText(text));
}

function fits(id: number, p: CardPattern): boolean {
  return (
    kindOf(id) === p.kind &&
    (p.suit === null || suitOfCard(id) === p.suit) &&
    (p.rank === null || rankOfCard(id) === p.rank)
  );
}

/** The spec text of a card id: kind, suit and rank, e.g. `sha♠7` (what `parseCardText` reads back). */
export function cardSpec(id: number): string {
  return `${kindOf(id)}${SUIT_LABELS[suitOfCard(id)].symbol}${rankLabel(rankOfCard(id))}`;
}

/** The first card id in `cards` that fits `text` (e.g. `sha`, `shan♦2`). Throws `Error` when there is none. */
export function findCard(cards: readonly number[], text: string): number {
  const p = parseCardText(text);
  const id = cards.find((c) => fits(c, p));
  if (id === undefined) throw new Error(`no ${text} among [${cards.map(cardSpec).join(', ')}]`);
  return id;
}

/** The id of a card fitting `text` in `seat`'s hand. Throws `Error` when there is none. */
export function inHand(s: PaopaoshaState, seat: number, text: string): number {
  const p = s.seats[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return findCard(p.hand, text);
}

/** The id of the first card of the deck fitting `text` (for checking where a named card went). */
export function deckCard(text: string): number {
  const p = parseCardText(text);
  for (let id = 0; id < DECK_COUNT; id++) if (fits(id, p)) return id;
  throw new Error(`the deck has no ${text}`);
}

/**
 * Builds a legal 跑跑杀 state from a spec and runs it to its first request. Each named card takes a distinct physical
 * card (cards with suit and rank are picked first, then those with a suit, then bare kinds), the others go where `rest`
 * says (shuffled by `seed`), and `drawTop` lies on top of the draw pile, so the 110 cards are conserved. The resolution
 * stack is the one a real game has at that point: the game loop (after the first turn), the current `turn` frame at
 * the right step, and the phase frame on top. Events of the first run go to `ev`.
 *
 * Throws `Error` for a card named more often than the deck holds it, an equipment or delayed card in the wrong place,
 * a dead seat holding cards, a dead current seat, no 国主 or identities that do not follow the seed's table (P-S1);
 * `ConfigError` for a bad configuration.
 */
export function buildScenario(spec: PaopaoshaSpec, ev?: PaopaoshaEvent[]): PaopaoshaState {
  const n = spec.seats.length;
  // Card and rule scenarios run without character skills unless the spec turns them on (the skill tests do).
  const config = validateConfig({ characterSkills: false, ...(spec.config ?? {}), players: n });
  const lord = spec.lord ?? spec.seats.findIndex((x) => x.identity === 'guozhu');
  if (lord < 0 || spec.seats[lord]?.identity !== 'guozhu') throw new Error('a scenario needs a 国主 (identity guozhu)');
  const boss = config.mode === 'boss';
  checkIdentities(spec, boss, lord);
  const turn = spec.turn ?? lord;
  if (!Number.isInteger(turn) || turn < 0 || turn >= n) throw new Error(`no seat ${turn} to take the turn`);
  if (spec.seats[turn]?.alive === false) throw new Error(`seat ${turn} is dead and cannot take the turn`);

  // Every card text of the spec, with where its id goes.
  const texts: string[] = [];
  const put: ((id: number) => void)[] = [];
  const want = (text: string, to: (id: number) => void) => {
    texts.push(text);
    put.push(to);
  };
  const seats: SeatState[] = spec.seats.map((ss, i) => {
    const alive = ss.alive !== false;
    const character = ss.character ?? (boss && i === lord ? 'haidaowang' : 'laopi');
    const maxHp = ss.maxHp ?? startingHp(config, character, i === lord);
    const p: SeatState = {
      ...newSeat(
        i,
        ss.identity,
        boss || ss.identity === 'guozhu' || !alive,
        boss ? (i === lord ? 'boss' : 'paopao') : null,
      ),
      character,
      hp: ss.hp ?? (alive ? maxHp : 0),
      maxHp,
      alive,
      score: ss.score ?? (alive ? 1 : 0),
      shaUsed: i === turn ? (spec.shaUsed ?? 0) : 0,
    };
    const named = (ss.hand?.length ?? 0) + (ss.judging?.length ?? 0) + Object.keys(ss.equip ?? {}).length;
    if (!alive && named > 0) throw new Error(`dead seat ${i} cannot hold cards`);
    for (const t of ss.hand ?? []) want(t, (id) => p.hand.push(id));
    for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) {
      const t = ss.equip?.[slot];
      if (t === undefined) continue;
      want(t, (id) => {
        if (subtypeOf(id) !== slot) throw new Error(`${t} is not a ${slot} card`);
        setEquip(p, slot as keyof Equipment, id);
      });
    }
    for (const t of ss.judging ?? []) {
      want(t, (id) => {
        if (subtypeOf(id) !== 'delayed') throw new Error(`${t} is not a delayed trick card`);
        p.judging.push(id);
      });
    }
    return p;
  });
  const drawTop: number[] = [];
  const discard: number[] = [];
  for (const t of spec.drawTop ?? []) want(t, (id) => drawTop.push(id));
  for (const t of spec.discard ?? []) want(t, (id) => discard.push(id));

  const used = new Uint8Array(DECK_COUNT);
  const ids = pickCards(texts, used);
  // Place them in spec order (hands and judging areas keep the order written).
  ids.forEach((id, k) => {
    (put[k] as (id: number) => void)(id);
  });

  let deaths = 0;
  seats.forEach((p) => {
    if (!p.alive) p.deathOrder = ++deaths;
  });
  const rest: number[] = [];
  for (let id = 0; id < DECK_COUNT; id++) if (!used[id]) rest.push(id);
  const s: PaopaoshaState = {
    game: 'paopaosha',
    config,
    rng: seedRng(spec.seed ?? 1),
    draw: [],
    discard,
    table: [],
    harvest: [],
    seats,
    lord,
    turn,
    round: spec.round ?? 1,
    turns: spec.turns ?? 1,
    phase: spec.phase ?? 'play',
    mingdaoUses: 0,
    mingdaoTurn: -1,
    armed: [],
    stack: [],
    ret: null,
    ask: null,
    req: 0,
    decisions: 0,
    deaths,
    result: null,
  };
  withRng(s, (r) => r.shuffle(rest));
  const where = spec.rest ?? 'draw';
  if (where === 'draw') s.draw = rest;
  else if (where === 'discard') s.discard = rest.concat(discard);
  else {
    const p = seats[where.hand];
    if (!p?.alive) throw new Error(`rest: seat ${where.hand} cannot take the other cards`);
    p.hand.push(...rest);
  }
  // The draw pile's top is its last element: drawTop[0] is drawn first.
  for (let i = drawTop.length - 1; i >= 0; i--) s.draw.push(drawTop[i] as number);

  pushTurnAt(s, turn, spec.phase ?? 'play', ev);
  resume(s, ev);
  return s;
}

/**
 * P-S1 and P-B1: the identities of a legal game follow the seed's table for the number of players; in boss mode the
 * 海盗王 holds `guozhu` and every 跑跑 `qiangdao`. Throws `Error` otherwise.
 */
function checkIdentities(spec: PaopaoshaSpec, boss: boolean, lord: number): void {
  const n = spec.seats.length;
  if (boss) {
    if (spec.seats.some((x, i) => i !== lord && x.identity !== 'qiangdao'))
      throw new Error('a boss-mode scenario has one guozhu (the 海盗王) and qiangdao for every 跑跑 (P-B1)');
    return;
  }
  const counts = IDENTITY_TABLE[n];
  if (!counts) throw new Error(`a scenario needs 3–12 seats, got ${n}`);
  for (const id of Object.keys(counts) as IdentityId[]) {
    const have = spec.seats.filter((x) => x.identity === id).length;
    if (have !== counts[id])
      throw new Error(`${n} players have ${counts[id]} × ${id} (P-S1), the scenario has ${have}`);
  }
}

/**
 * The physical card of each card text (`used` marks the cards taken): the most specific texts first, so `sha` does not
 * take the `sha♠7` another text names. Throws `Error` for a text named more often than the deck holds it.
 */
function pickCards(texts: readonly string[], used: Uint8Array): number[] {
  const patterns = texts.map(parseCardText);
  const ids = new Array<number>(texts.length).fill(-1);
  const specificity = (p: CardPattern) => (p.rank !== null ? 2 : 0) + (p.suit !== null ? 1 : 0);
  for (const level of [3, 2, 1, 0]) {
    patterns.forEach((p, k) => {
      if (specificity(p) !== level) return;
      for (let id = 0; id < DECK_COUNT; id++) {
        if (!used[id] && fits(id, p)) {
          used[id] = 1;
          ids[k] = id;
          return;
        }
      }
      throw new Error(`scenario names ${texts[k]} more often than the deck holds it`);
    });
  }
  return ids;
}
