import type { GameResult } from '@shaju/engine';
import type { CardKindId } from './data/card-types.ts';
import type { CharacterId } from './data/characters.ts';
import type { IdentityId } from './data/identities.ts';

/**
 * Events of 跑跑杀 for display and logs. Full information on the server; `redactEvent` (view.ts) is the only road to a
 * seat: cards only some seats may see carry `see` (the seats that see them) and become `null` for the others.
 */
export type PaopaoshaEvent =
  | { readonly t: 'identity'; readonly seat: number; readonly identity: IdentityId | null; readonly public: boolean }
  | { readonly t: 'character'; readonly seat: number; readonly character: CharacterId; readonly hp: number }
  | { readonly t: 'turn'; readonly seat: number; readonly round: number; readonly turn: number }
  | { readonly t: 'phase'; readonly seat: number; readonly phase: string }
  | { readonly t: 'skip'; readonly seat: number; readonly what: 'turn' | 'play' | 'draw' | 'discard' }
  | { readonly t: 'draw'; readonly seat: number; readonly cards: readonly number[] | null; readonly count: number }
  | {
      readonly t: 'use';
      readonly seat: number;
      readonly card: number;
      readonly as: CardKindId;
      readonly with: readonly number[];
      readonly targets: readonly number[];
    }
  | {
      readonly t: 'respond';
      readonly seat: number;
      readonly card: number;
      readonly as: CardKindId;
      readonly with: readonly number[];
    }
  | { readonly t: 'pass'; readonly seat: number; readonly reason: string }
  | { readonly t: 'nullified'; readonly kind: CardKindId; readonly target: number }
  /** A trick has no effect on `seat`: `by` is `dunpai` (盾牌) or the skill id that makes it immune (e.g. heiniu_niu). */
  | { readonly t: 'immune'; readonly seat: number; readonly kind: CardKindId; readonly by?: string }
  /** 控制 (a): `seat` cannot use or play 杀, 闪 or 水 until the end of this turn. */
  | { readonly t: 'restrict'; readonly seat: number; readonly by: number }
  /**
   * `seat` judged (P-G4): `card` is the judgement card (-1: both piles empty); `hit`: whether it meets the condition of
   * the card or skill it was for (`reason`), e.g. ♥ for 地雷, a weapon for 八卦阵 (rules/queries.ts `judgementHits`).
   */
  | {
      readonly t: 'judge';
      readonly seat: number;
      readonly card: number;
      readonly reason: string;
      readonly hit?: boolean;
    }
  | {
      readonly t: 'damage';
      readonly seat: number;
      readonly amount: number;
      readonly source: number;
      readonly card: number;
      readonly hp: number;
      /** The part of `hp` that is 天使之泪's shield after the damage (absent: none; product reading 6). */
      readonly shield?: number;
    }
  | {
      readonly t: 'heal';
      readonly seat: number;
      readonly amount: number;
      readonly hp: number;
      readonly by: number;
      /** The part of `hp` that is 天使之泪's shield (absent: none; product reading 6). */
      readonly shield?: number;
    }
  | { readonly t: 'dying'; readonly seat: number; readonly hp: number }
  | {
      readonly t: 'death';
      readonly seat: number;
      readonly killer: number;
      readonly identity: IdentityId;
      readonly score: number;
    }
  | { readonly t: 'equip'; readonly seat: number; readonly card: number; readonly replaced: number }
  | { readonly t: 'place'; readonly seat: number; readonly card: number; readonly from: number }
  | { readonly t: 'discard'; readonly seat: number; readonly cards: readonly number[]; readonly reason: string }
  | {
      readonly t: 'move';
      readonly from: number;
      readonly to: number;
      readonly cards: readonly number[] | null;
      readonly count: number;
      readonly zone: 'hand' | 'equip';
      /** The seats that see the cards, ascending; empty = public. */
      readonly see: readonly number[];
    }
  | {
      readonly t: 'look';
      readonly seat: number;
      readonly target: number;
      readonly hand: readonly number[] | null;
      readonly identity: IdentityId | null;
    }
  | { readonly t: 'reveal'; readonly cards: readonly number[]; readonly reason: string }
  /** A character skill is used (public): its id, the seats it names, and the public cards it moves or discards. */
  | {
      readonly t: 'skill';
      readonly seat: number;
      readonly id: string;
      readonly targets: readonly number[];
      readonly cards: readonly number[];
    }
  /** `amount` points of damage to `seat` are prevented by skill `by` (睡觉, 葱汁). */
  | { readonly t: 'prevent'; readonly seat: number; readonly amount: number; readonly by: string }
  /** `seat` looks at `count` cards only it sees (看豆: the top of the draw pile, top first); `cards` null for others. */
  | {
      readonly t: 'peek';
      readonly seat: number;
      readonly cards: readonly number[] | null;
      readonly count: number;
      readonly reason: string;
    }
  | { readonly t: 'reshuffle'; readonly count: number }
  | { readonly t: 'reward'; readonly seat: number; readonly what: 'draw' | 'discardAll'; readonly count: number }
  /** `by` now makes `seat`'s decisions: 海洋公主 for `turns` turns, or 司令部 during its next turn (`turns` 1). Public. */
  | {
      readonly t: 'control';
      readonly seat: number;
      readonly by: number;
      readonly via: 'haiyanggongzhu' | 'silingbu';
      readonly turns: number;
    }
  /** A control of `seat` by `by` ended: its turns ran out, the controller (or the seat) died, or a newer one replaced it. */
  | {
      readonly t: 'controlEnd';
      readonly seat: number;
      readonly by: number;
      readonly via: 'haiyanggongzhu' | 'silingbu';
      readonly reason: 'turns' | 'death' | 'replaced';
    }
  | { readonly t: 'end'; readonly result: GameResult };

/** Event sink of a step: the list events are appended to, or undefined when nobody listens (headless runs). */
export type Ev = PaopaoshaEvent[] | undefined;
