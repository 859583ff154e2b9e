import type { GameResult, RngState } from '@shaju/engine';
import type { ShajisifuConfig } from './config.ts';

/** One seat's part of the state. Card ids as in cards.ts. */
export interface PlayerState {
  /** The face-down identity card (S-S1); its suit is the identity (S-S2), its rank matters for immunity (S-R1). */
  identity: number;
  /** Hand cards, in the order received. Secret: only this seat sees them. */
  hand: number[];
  /** Damage cards in front of the player (public), in the order they arrived. */
  damage: number[];
  alive: boolean;
  /** Identity public (revealed by choice, S-R1, or by death, S-D3). */
  revealed: boolean;
  /** Seats this player killed (亲自杀死, S-D2), in order. */
  kills: number[];
  /** 1 for the first death of the game, 2 for the second…; 0 while alive. */
  deathOrder: number;
  /** Seat of the killer, -1 if alive or no killer. */
  killer: number;
  /** Whether the identity was public before the death (for 王 B, S-V1). */
  publicAtDeath: boolean;
}

/** Where the game stands: what the pending seat(s) must decide. */
export type Step =
  | 'play' // must play a card (S-T1)
  | 'continue' // after a legal play: play again or stop (S-T2)
  | 'selfHeal' // after a voluntary stop: heal yourself once or pass (S-T2)
  | 'noHand' // turn started with no hand cards: attack or heal (S-T3)
  | 'flip' // attacking: flip again or stop (S-A1)
  | 'claim' // 碰 window: every other alive player claims or passes (S-P1)
  | 'over';

/** An open 碰 claim window (S-P1). */
export interface ClaimWindow {
  /** The seat that played the card. */
  from: number;
  /** The card played. */
  card: number;
  /** Whether that play was legal (decides what happens if nobody claims). */
  legal: boolean;
  /** Seats asked, in seat order after `from`. */
  asked: number[];
  /** Per seat: -2 not asked, -1 waiting, 0… card id claimed, or -3 passed. */
  answers: number[];
}

/** The whole state of a 杀机四伏 game: one plain serialisable object (docs/architecture.md, principle 7). */
export interface ShajisifuState {
  game: 'shajisifu';
  config: ShajisifuConfig;
  rng: RngState;
  /** Draw pile; the top is the last element. Secret. */
  draw: number[];
  /** Discard pile; the top is the last element. */
  discard: number[];
  players: PlayerState[];
  /** The seat whose turn it is. */
  turn: number;
  /** Turns started so far (S-V2 maxTurns). */
  turns: number;
  /** Current request id (changes with every new request). */
  req: number;
  /** Decisions applied so far. */
  decisions: number;
  step: Step;
  /** Attack in progress: target seat, or -1. */
  target: number;
  /** Cards flipped so far in the attack in progress (S-A1). */
  flips: number[];
  /** Open 碰 window, or null. */
  claim: ClaimWindow | null;
  /** Deaths so far. */
  deaths: number;
  result: GameResult | null;
}
