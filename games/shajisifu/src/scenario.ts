import { seedRng, withRng } from '@shaju/engine';
import { DECK_SIZE, faceOf, parseFace } from './cards.ts';
import { validateConfig } from './config.ts';
import { startTurn } from './rules/turn.ts';
import type { PlayerState, ShajisifuState } from './state.ts';

/** One seat of a scenario: cards written as `♥Q`, `S10`, `joker` (see `parseFace`). */
export interface SeatSpec {
  identity: string;
  hand?: string[];
  damage?: string[];
  revealed?: boolean;
  /** A dead seat (its identity is public; `deathOrder` 1 = the first death). */
  dead?: { deathOrder: number; killer?: number; publicAtDeath?: boolean };
  kills?: number[];
}

/** A rulebook-style starting position for 杀机四伏 tests and examples. */
export interface ShajisifuSpec {
  seats: SeatSpec[];
  /** The discard pile's top card. */
  discardTop?: string;
  /** The next cards drawn or flipped, first first. The rest of the deck follows, shuffled by `seed`. */
  drawTop?: string[];
  /** Whose turn starts (default 0). */
  turn?: number;
  decks?: number;
  pong?: boolean;
  maxTurns?: number;
  /** Other option values by id (options.ts), e.g. `{ deathTotal: 60 }`. */
  options?: Readonly<Record<string, number | boolean | string>>;
  seed?: number;
  /** Put every other card in the discard pile under the top instead of the draw pile (to test reshuffles). */
  restInDiscard?: boolean;
}

/**
 * Builds a legal state from a spec: every named card is taken from the decks (copies as needed), all others form the
 * draw pile (or the discard pile), so cards are conserved. Then `turn`'s turn starts. Throws `Error` for a card that
 * is used more times than the decks hold, and `ConfigError` for a bad configuration.
 */
export function buildScenario(spec: ShajisifuSpec): ShajisifuState {
  const config = validateConfig({
    ...spec.options,
    players: spec.seats.length,
    decks: spec.decks ?? 4,
    pong: spec.pong ?? false,
    maxTurns: spec.maxTurns ?? 2000,
  });
  const total = config.decks * DECK_SIZE;
  const used = new Uint8Array(total);
  const take = (text: string): number => {
    const face = parseFace(text);
    for (let id = face; id < total; id += DECK_SIZE) {
      if (!used[id]) {
        used[id] = 1;
        return id;
      }
    }
    // A joker may be any of the two joker faces (S-C3: jokers are identical).
    if (face >= 52) {
      for (let id = 52; id < total; id++) {
        if (faceOf(id) >= 52 && !used[id]) {
          used[id] = 1;
          return id;
        }
      }
    }
    throw new Error(`scenario uses ${text} more often than ${config.decks} decks hold`);
  };
  let deaths = 0;
  const players: PlayerState[] = spec.seats.map((ss) => {
    const dead = ss.dead;
    if (dead) deaths++;
    return {
      identity: take(ss.identity),
      hand: (ss.hand ?? []).map(take),
      damage: (ss.damage ?? []).map(take),
      alive: !dead,
      revealed: Boolean(ss.revealed || dead),
      kills: ss.kills ?? [],
      deathOrder: dead ? dead.deathOrder : 0,
      killer: dead?.killer ?? -1,
      publicAtDeath: Boolean(dead?.publicAtDeath),
    };
  });
  const discard = spec.discardTop ? [take(spec.discardTop)] : [];
  const top = (spec.drawTop ?? []).map(take);
  const rest: number[] = [];
  for (let id = 0; id < total; id++) if (!used[id]) rest.push(id);
  const s: ShajisifuState = {
    game: 'shajisifu',
    config,
    rng: seedRng(spec.seed ?? 1),
    draw: [],
    discard,
    players,
    turn: spec.turn ?? 0,
    turns: 0,
    req: 0,
    decisions: 0,
    step: 'play',
    target: -1,
    flips: [],
    claim: null,
    deaths,
    result: null,
  };
  withRng(s, (r) => r.shuffle(rest));
  if (spec.restInDiscard) {
    const t = s.discard.pop();
    s.discard = rest.concat(t === undefined ? [] : [t]);
  } else s.draw = rest;
  for (let i = top.length - 1; i >= 0; i--) s.draw.push(top[i] as number);
  startTurn(s, spec.turn ?? 0, undefined);
  return s;
}

/** The id of the first card with `face` text in `cards` (for scripting decisions). Throws `Error` if absent. */
export function findCard(cards: readonly number[], text: string): number {
  const face = parseFace(text);
  const id = cards.find((c) => faceOf(c) === face || (face >= 52 && faceOf(c) >= 52));
  if (id === undefined) throw new Error(`no ${text} among ${cards.length} cards`);
  return id;
}
