import type { GameResult } from '@shaju/engine';

/**
 * Events of 杀机四伏, for display and logs. Full information on the server; `redactEvent` (view.ts) is the only
 * road to a seat: another seat's drawn cards become a count, a dealt identity is hidden.
 */
export type ShajisifuEvent =
  | { readonly t: 'start'; readonly first: number; readonly top: number }
  | {
      readonly t: 'deal';
      readonly seat: number;
      readonly identity: number | null;
      readonly hand: readonly number[] | null;
      readonly count: number;
    }
  | { readonly t: 'turn'; readonly seat: number; readonly turn: number }
  | { readonly t: 'play'; readonly seat: number; readonly card: number; readonly legal: boolean }
  | { readonly t: 'pong'; readonly seat: number; readonly card: number; readonly from: number }
  | { readonly t: 'claimOpen'; readonly from: number; readonly card: number }
  | { readonly t: 'claimClose'; readonly winner: number }
  | { readonly t: 'stop'; readonly seat: number }
  | { readonly t: 'heal'; readonly seat: number; readonly target: number; readonly card: number }
  | { readonly t: 'attack'; readonly seat: number; readonly target: number }
  /** `value`: the card's value under the game's `value.*` options (S-C2). */
  | { readonly t: 'flip'; readonly seat: number; readonly card: number; readonly value: number }
  | {
      readonly t: 'damage';
      readonly seat: number;
      readonly source: number;
      readonly cards: readonly number[];
      readonly immune: readonly number[];
      /** The total value of `cards` (S-C2 and the `value.*` options). */
      readonly total: number;
    }
  | {
      readonly t: 'death';
      readonly seat: number;
      readonly killer: number;
      readonly identity: number;
      readonly cause: 'total' | 'triple';
      /** The death rules of the game (S-D1): the damage total that kills (`deathTotal`) and the same-value count. */
      readonly limit: number;
      readonly count: number;
    }
  | {
      readonly t: 'draw';
      readonly seat: number;
      readonly cards: readonly number[] | null;
      readonly count: number;
      readonly penalty: boolean;
    }
  | { readonly t: 'reshuffle'; readonly count: number }
  | { readonly t: 'reveal'; readonly seat: number; readonly identity: number; readonly discarded: readonly number[] }
  | { readonly t: 'end'; readonly result: GameResult };
