/**
 * 跑跑杀's kit: the rules, the bots and the words behind the manifest (`manifest.ts`), loaded on demand.
 */
import type { GameResult } from '@shaju/engine';
import type { GameKit, Lang, SeatSummary } from '@shaju/runtime';
import { makeBot } from './bot/index.ts';
import { type PaopaoshaState, paopaosha } from './src/index.ts';
import { characterName, conditionLabel, identityName, isBoss } from './words/index.ts';

/** 跑跑杀's kit. */
export const kit: GameKit = Object.freeze({
  module: paopaosha,
  makeBot,
  isDecline: (d: unknown) => (d as { t?: unknown } | null)?.t === 'pass',
  isFreeAction: () => false,
  identityOf: (state: unknown, seat: number) => (state as PaopaoshaState).seats[seat]?.identity ?? 'unknown',
  scoreOf: (result: GameResult, seat: number) => result.scores?.[seat] ?? null,
  seats: (state: unknown, lang: Lang): SeatSummary[] => {
    const s = state as PaopaoshaState;
    const boss = isBoss(s);
    return s.seats.map((p) => ({
      identity: identityName(p.identity, lang, boss),
      character: p.character ? characterName(p.character, lang) : null,
      alive: p.alive,
    }));
  },
  condition: (id: string, lang: Lang) => conditionLabel(id, lang),
});
