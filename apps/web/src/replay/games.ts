/**
 * What the replay page needs of each game beyond its `GameModule`: how to name every seat's identity (and character)
 * once the game is over, and a win condition in words. Each game loads on demand (its own chunk), so replaying one
 * game never downloads the other.
 */
import type { AnyGameModule } from '@shaju/engine';
import type { PaopaoshaState } from '@shaju/paopaosha';
import type { ShajisifuState } from '@shaju/shajisifu';
import type { Lang } from '../i18n.ts';

/** One seat at the end of a game, in words. */
export interface SeatSummary {
  readonly identity: string;
  /** The character (跑跑杀), or null. */
  readonly character: string | null;
  readonly alive: boolean;
}

/** A game as the replay page uses it. */
export interface ReplayGame {
  readonly id: string;
  readonly module: AnyGameModule;
  /** Every seat of a finished game's final state (every identity is public once the game is over). */
  seats(finalState: unknown, lang: Lang): SeatSummary[];
  /** A win-condition id of `GameResult.why` in words. */
  condition(id: string, lang: Lang): string;
}

/** Loaders of the games the replay page knows, by id. */
export const REPLAY_GAMES: Readonly<Record<string, () => Promise<ReplayGame>>> = {
  shajisifu: async () => {
    const [g, w] = await Promise.all([import('@shaju/shajisifu'), import('@shaju/words/shajisifu')]);
    return {
      id: 'shajisifu',
      module: g.shajisifu as AnyGameModule,
      seats: (state, lang) =>
        (state as ShajisifuState).players.map((p) => ({
          identity: w.identityText(p.identity, { lang, color: false }),
          character: null,
          alive: p.alive,
        })),
      condition: (id, lang) => w.conditionLabel(id, lang),
    };
  },
  paopaosha: async () => {
    const [g, w] = await Promise.all([import('@shaju/paopaosha'), import('@shaju/words/paopaosha')]);
    return {
      id: 'paopaosha',
      module: g.paopaosha as AnyGameModule,
      seats: (state, lang) => {
        const s = state as PaopaoshaState;
        const boss = w.isBoss(s);
        return s.seats.map((p) => ({
          identity: w.identityName(p.identity, lang, boss),
          character: p.character ? w.characterName(p.character, lang) : null,
          alive: p.alive,
        }));
      },
      condition: (id, lang) => w.conditionLabel(id, lang),
    };
  },
};
