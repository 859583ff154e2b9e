/**
 * 杀机四伏's kit: the rules, the bots and the words behind the manifest (`manifest.ts`), loaded on demand.
 */
import type { GameResult } from '@shaju/engine';
import type { GameKit, Lang, SeatSummary } from '@shaju/runtime';
import { makeBot } from './bot/index.ts';
import { type ShajisifuState, shajisifu, suitOf } from './src/index.ts';
import { conditionLabel, identityText } from './words/index.ts';

/** Machine ids of the four identities by suit (♠ ♥ ♣ ♦), for records. */
const SUIT_IDS = ['spades', 'hearts', 'clubs', 'diamonds', 'joker'];

/** The decision type's tag, or undefined. */
function tag(d: unknown): unknown {
  return (d as { t?: unknown } | null)?.t;
}

/** 杀机四伏's kit. */
export const kit: GameKit = Object.freeze({
  module: shajisifu,
  makeBot,
  isDecline: (d: unknown) => tag(d) === 'pass',
  // Revealing one's identity is free at any time (S-R1).
  isFreeAction: (d: unknown) => tag(d) === 'reveal',
  identityOf: (state: unknown, seat: number) => {
    const p = (state as ShajisifuState).players[seat];
    return p ? (SUIT_IDS[suitOf(p.identity)] ?? 'unknown') : 'unknown';
  },
  scoreOf: (result: GameResult, seat: number) => result.scores?.[seat] ?? null,
  seats: (state: unknown, lang: Lang): SeatSummary[] =>
    (state as ShajisifuState).players.map((p) => ({
      identity: identityText(p.identity, { lang }),
      character: null,
      alive: p.alive,
    })),
  condition: (id: string, lang: Lang) => conditionLabel(id, lang),
});
