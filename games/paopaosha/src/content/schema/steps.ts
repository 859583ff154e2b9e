/**
 * The effect steps of 跑跑杀's content entries (docs/content.md, "Effects"): what a card, a delayed card or a skill does,
 * as a list of steps run in order. Each step names one primitive of the effect library (src/effects/steps.ts) by its
 * `do`; a step that asks a player or resolves something (a judgement, a damage, a request for 闪) finishes before the
 * next one starts. Plain JSON data, checked here, compiled once at load.
 */
import { z } from 'zod';
import { CardTest, type CardTestT, LIMITS, Num, type NumT, SeatRef, type SeatRefT, Zone } from './expr.ts';

/** A per-seat mark the rules read at a fixed point of the turn (the seat it is set on loses it there). */
export const Mark = z.enum(['skipPlay', 'skipTurn', 'noBasic', 'discardBeforeDraw']).meta({
  description:
    'skipPlay: the next play phase is skipped (画圈圈). skipTurn: the whole next turn is skipped (时间前进). noBasic: ' +
    'until the end of this turn no 杀, 闪 or 水 may be used or played (控制 a). discardBeforeDraw: at the next draw ' +
    'phase discard 2 hand cards first, or skip the draw with fewer (一不留神).',
});

const steps = (): z.ZodType<StepT[]> => z.array(Step).max(LIMITS.list);

/** One effect step. */
export const Step: z.ZodType<StepT> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z
      .strictObject({
        do: z.literal('damage'),
        to: SeatRef,
        amount: Num,
        from: z.union([SeatRef, z.literal('none')]).optional(),
      })
      .meta({ description: 'Damage (P-W1) to a seat, from the user unless `from` says otherwise (none: no source).' }),
    z
      .strictObject({ do: z.literal('heal'), to: SeatRef, amount: Num })
      .meta({ description: 'Heal a seat, never above its max HP.' }),
    z
      .strictObject({ do: z.literal('draw'), who: SeatRef, count: Num })
      .meta({ description: 'A seat draws cards from the draw pile (P-T5: reshuffled when empty).' }),
    z
      .strictObject({ do: z.literal('discardHand'), who: SeatRef })
      .meta({ description: 'A seat discards every hand card (not equipment).' }),
    z
      .strictObject({
        do: z.literal('pick'),
        by: SeatRef,
        from: SeatRef,
        zones: z.array(Zone).min(1).max(3),
        into: z.enum(['discard', 'hand']),
      })
      .meta({
        description:
          'One seat chooses one card of another: a random hand card (hand), an equipment card (equip) or a delayed ' +
          'card in front of them (judging); it goes `into` the discard pile or the chooser’s hand.',
      }),
    z
      .strictObject({
        do: z.literal('judge'),
        who: SeatRef,
        hit: CardTest,
        get onHit() {
          return steps();
        },
        get onMiss() {
          return steps().optional();
        },
      })
      .meta({
        description:
          'Judgement (P-G4): flip the draw pile’s top card; when it passes `hit`, run `onHit`, else `onMiss`. The ' +
          'judgement card goes to the discard pile.',
      }),
    z
      .strictObject({
        do: z.literal('respond'),
        who: SeatRef,
        with: z.enum(['shan', 'sha']),
        get onNone() {
          return steps();
        },
      })
      .meta({
        description:
          'Ask a seat for one 闪 (or what counts as 闪: 躲, an armour’s alternative) or one 杀; if it gives none, ' +
          'run `else` (万刀齐发, 强盗入侵, 恐怖分子: 1 damage).',
      }),
    z
      .strictObject({ do: z.literal('mark'), who: SeatRef, mark: Mark })
      .meta({ description: 'Set a mark the rules read later in the turn (see the marks).' }),
  ]),
);

/** The data of an effect step (see `Step`). */
export type StepT =
  | { do: 'damage'; to: SeatRefT; amount: NumT; from?: SeatRefT | 'none' | undefined }
  | { do: 'heal'; to: SeatRefT; amount: NumT }
  | { do: 'draw'; who: SeatRefT; count: NumT }
  | { do: 'discardHand'; who: SeatRefT }
  | { do: 'pick'; by: SeatRefT; from: SeatRefT; zones: ('hand' | 'equip' | 'judging')[]; into: 'discard' | 'hand' }
  | { do: 'judge'; who: SeatRefT; hit: CardTestT; onHit: StepT[]; onMiss?: StepT[] | undefined }
  | { do: 'respond'; who: SeatRefT; with: 'shan' | 'sha'; onNone: StepT[] }
  | { do: 'mark'; who: SeatRefT; mark: z.infer<typeof Mark> };

/** A list of steps. */
export const Steps = steps();
