/**
 * The bot hints of a content entry (a card's, a skill's, a character's `bot`) as a zod schema: the shape
 * src/data/bot-hints.ts documents field by field (what each means, its unit, which file of the heuristic bot reads
 * it), so that an entry's hints are checked when it is read and a misspelt policy or field is refused with its JSON
 * path instead of being ignored by the bot. games/paopaosha/test/bot/hints.test.ts checks that every entry's hints pass
 * and that what passes is the type the bot reads.
 */
import { z } from 'zod';
import { OptionId } from './expr.ts';

/** A base or added score of a play-phase decision (no unit; see bot-hints.ts). */
const Score = z.number().min(-1000).max(1000);

/** A number of HP-like or keep-value units. */
const Units = z.number().min(-100).max(100);

/** Keep values of the first, second, … copy held (keep-value units, the last repeats). */
const Keep = z.array(z.number().min(0).max(12)).min(1).max(8);

/** A harm that works by chance (bot-hints.ts `BotChanceHarm`). */
export const BotChanceHarm = z.strictObject({
  chance: z.literal('judgement'),
  round: z.number().int().min(0).max(6).optional(),
  damage: OptionId,
  plus: Units.optional(),
  lethal: z.number().min(0).max(10).optional(),
});

/** A play-phase scoring policy with its numbers (bot-hints.ts `BotUse`). */
export const BotUse = z
  .discriminatedUnion('policy', [
    z.strictObject({ policy: z.literal('refill'), score: Score, piles: z.number().int().min(0).max(200) }),
    z.strictObject({ policy: z.literal('heal'), score: Score, low: Score }),
    z.strictObject({ policy: z.literal('duel'), score: Score }),
    z.strictObject({
      policy: z.literal('hostile'),
      score: Score,
      perEnemy: Score.optional(),
      minHand: z.number().int().min(0).max(20).optional(),
    }),
    z.strictObject({ policy: z.literal('takeCard'), score: Score, clearAlly: Score.optional() }),
    z.strictObject({ policy: z.literal('borrow'), score: Score }),
    z.strictObject({ policy: z.literal('mine'), score: Score }),
    z.strictObject({ policy: z.literal('aoe'), score: Score }),
    z.strictObject({ policy: z.literal('harvest'), score: Score }),
    z.strictObject({ policy: z.literal('shield'), score: Score, hp: OptionId }),
    z.strictObject({ policy: z.literal('kill'), score: Score }),
    z.strictObject({ policy: z.literal('control'), score: Score }),
    z.strictObject({ policy: z.literal('takeAll'), score: Score }),
    z.strictObject({ policy: z.literal('fire'), armed: Score, passing: Score, round: z.number().int().min(0).max(6) }),
    z.strictObject({ policy: z.literal('discardForHeal'), score: Score }),
    z.strictObject({ policy: z.literal('healOther'), score: Score, heal: OptionId }),
    z.strictObject({ policy: z.literal('healBoth'), score: Score }),
    z.strictObject({ policy: z.literal('marvel'), score: Score, cards: OptionId, damage: OptionId }),
    z.strictObject({ policy: z.literal('shaNeighbours'), score: Score }),
    z.strictObject({ policy: z.literal('swapHands'), all: Score, one: Score }),
    z.strictObject({ policy: z.literal('command'), score: Score }),
  ])
  .meta({
    description: "How the heuristic bot scores a play-phase use: one of its policies and that policy's numbers.",
  });

/** An option tag of a `choose` request (the rules' `o`, e.g. `mode-a`). */
const OptionTag = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/);

/** A choice policy with its numbers (bot-hints.ts `BotChoice`). */
export const BotChoice = z
  .discriminatedUnion('policy', [
    z.strictObject({ policy: z.literal('thenSha'), yes: OptionTag, no: OptionTag }),
    z.strictObject({
      policy: z.literal('gatling'),
      yes: OptionTag,
      no: OptionTag,
      spare: z.number().int().min(0).max(20),
    }),
    z.strictObject({ policy: z.literal('pickFrom') }),
    z.strictObject({ policy: z.literal('sleep') }),
    z.strictObject({ policy: z.literal('discardToPrevent') }),
    z.strictObject({ policy: z.literal('takeOneEach'), draw: OptionId }),
    z.strictObject({ policy: z.literal('judgeLoop'), most: z.number().int().min(0).max(100) }),
    z.strictObject({ policy: z.literal('always') }),
    z.strictObject({ policy: z.literal('giveAway') }),
    z.strictObject({ policy: z.literal('swapCard') }),
    z.strictObject({ policy: z.literal('swapTarget') }),
    z.strictObject({ policy: z.literal('swapPlan') }),
    z.strictObject({ policy: z.literal('giveOrDamage'), damage: OptionId }),
    z.strictObject({ policy: z.literal('giveOrDie') }),
    z.strictObject({ policy: z.literal('giveLeast') }),
    z.strictObject({ policy: z.literal('takeBest') }),
    z.strictObject({ policy: z.literal('orderTop') }),
  ])
  .meta({
    description: 'How the heuristic bot answers a choice the entry raises: one of its policies and its numbers.',
  });

/** The choices an entry raises, keyed by the part of the request's reason after its id (`''`: the bare id). */
export const BotChoices = z.record(
  z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]*$/),
  BotChoice,
);

/** A card kind's bot hints (bot-hints.ts `CardBotHints`). */
export const CardBotHints = z
  .strictObject({
    keep: Keep.optional(),
    keepUnlimitedSha: Keep.optional(),
    reserve: z.strictObject({ copies: z.number().int().min(0).max(20), keep: z.number().min(0).max(12) }).optional(),
    harm: z.union([Units, BotChanceHarm]).optional(),
    help: Units.optional(),
    evidence: z.number().min(0).max(10).optional(),
    damage: z.boolean().optional(),
    aoe: z.strictObject({ answer: z.enum(['sha', 'shan']), user: z.boolean().optional() }).optional(),
    everyone: z.boolean().optional(),
    badInFront: z.boolean().optional(),
    use: BotUse.optional(),
    skill: BotUse.optional(),
    choices: BotChoices.optional(),
    askedSha: z.enum(['duel', 'victim']).optional(),
    playUses: z.boolean().optional(),
  })
  .meta({ description: 'What the heuristic bot knows of a card (games/paopaosha/src/data/bot-hints.ts).' });

/** A skill's bot hints (bot-hints.ts `SkillBotHints`). */
export const SkillBotHints = z
  .strictObject({
    use: BotUse.optional(),
    choices: BotChoices.optional(),
    conversionCost: Units.optional(),
  })
  .meta({ description: 'What the heuristic bot knows of a skill (games/paopaosha/src/data/bot-hints.ts).' });

/** A character's bot hints (bot-hints.ts `CharacterBotHints`). */
export const CharacterBotHints = z
  .strictObject({ bonus: z.number().min(-10).max(10) })
  .meta({ description: "The heuristic bot's reading of a character's skills, in HP (data/bot-hints.ts)." });
