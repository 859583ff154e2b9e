/**
 * A skill of 跑跑杀 as one declarative entry (docs/content.md, "A skill"): its names and texts, how it is used, its use
 * limits, the modifiers the rules ask, its triggers, its active use and its conversion, as effect steps over the library;
 * its bot hints and words. Compiled at load by src/content/compile-skill.ts to the rules' skill hooks
 * (src/cards/types.ts `SkillDef`). A skill book's card entry carries the same body as its `skill` (schema/card.ts).
 */
import { z } from 'zod';
import { SkillBotHints } from './bot.ts';
import { CardTest, Id, LIMITS, Num, OptionId, SeatTest, Words } from './expr.ts';
import { Steps } from './steps.ts';

/**
 * How a skill is used: `locked` (锁定技, always applies), `triggered` (at a timing, the owner may choose), `active` (used
 * by choice in the play phase), `conversion` (cards used as another kind).
 */
export const SkillType = z.enum(['locked', 'triggered', 'active', 'conversion']);

/** A number the rules may ask about a seat's view as well as a state: a literal or an option (never a count). */
export const Fixed = z
  .union([z.number().int().min(-99).max(99), z.strictObject({ option: OptionId })])
  .meta({ description: 'A whole number or an option ({"option": id}).' });

/**
 * Use limits (P-T6), each a number or an option: `perTurn` uses in one turn, `perGame` in the whole game (counted in
 * the state). An active use or a conversion is offered only while under them.
 */
export const Limit = z.strictObject({ perTurn: Fixed.optional(), perGame: Fixed.optional() });

/**
 * The modifiers the rules ask of the owner's skills at fixed points (docs/content.md, "Skill modifiers"); each field is
 * compiled to a closure, so asking is as fast as the code it replaces.
 */
export const Modifiers = z.strictObject({
  draw: z
    .union([z.strictObject({ add: Num }), z.strictObject({ instead: Num })])
    .optional()
    .meta({
      description:
        '摸牌阶段: `add` cards to the number drawn (上学, 发言), or draw `instead` of the ordinary number (贪牌: 5; other ' +
        'bonuses still add).',
    }),
  shanNeeded: Fixed.optional().meta({ description: 'At least this many 闪 stop the owner’s 杀 (美术, 斗鸡眼: 2).' }),
  dantiaoShaNeeded: Fixed.optional().meta({
    description: 'At least this many 杀 each time from the other side of the owner’s 单挑 (斗鸡眼: 2).',
  }),
  onlyDuoStopsSha: z.literal(true).optional().meta({ description: 'Only 躲 stops the owner’s 杀 (魅力).' }),
  unlimitedSha: z.literal(true).optional().meta({ description: 'The owner may use any number of 杀 (牛X, P-T2).' }),
  shaIsDuel: z
    .literal(true)
    .optional()
    .meta({ description: 'The owner’s 杀 resolves as a 单挑 after 躲 only (公山子无影脚, product reading 8).' }),
  ignoresArmor: z.literal(true).optional().meta({ description: 'The owner’s 杀 ignores armour (公山子无影八卦阵).' }),
  ignoresDistance: z
    .literal(true)
    .optional()
    .meta({ description: 'The owner’s 杀 reaches any other player (公山子无影八卦阵).' }),
  onlyLordTargets: z
    .literal(true)
    .optional()
    .meta({ description: 'Only the 国主 may target the owner with 杀 or 单挑 (公山子无影八卦阵).' }),
  skipDiscard: z
    .union([z.literal(true), SeatTest])
    .optional()
    .meta({
      description: 'The owner skips the discard phase: always (中公普), or when it passes a test (谦让: full HP).',
    }),
  seesAllIdentities: z.literal(true).optional().meta({ description: 'The owner sees every identity (主席).' }),
  immuneTo: z
    .array(Id)
    .min(1)
    .max(LIMITS.list)
    .optional()
    .meta({ description: 'Trick kinds (card ids) that have no effect on the owner (黑“牛”: 诅咒).' }),
});

/** The timings a trigger may fire at (src/timings.ts). */
export const TriggerTiming = z.enum(['turnStart', 'turnEnd', 'beforeDamage', 'afterDeath']);

/**
 * A trigger: at `on`, for the owner (turnStart, turnEnd: the owner's; beforeDamage: damage about to be dealt to the
 * owner; afterDeath: another player has died, who is then the `target`), when `when` holds (a test of the target seen
 * from the owner), run `steps`; with `may` the owner is asked yes or no first (a `choose` request, reason the skill id).
 * Steps that all finish at once run inside the trigger; otherwise they run on a frame of their own.
 */
export const Trigger = z.strictObject({
  on: TriggerTiming,
  when: SeatTest.optional(),
  may: z.literal(true).optional(),
  steps: Steps,
});

/**
 * The seats an active use may target: none, one seat among the others (in seat order) filtered by `where`, or
 * `lowestHpNeighbours`: for each alive player with the lowest HP (HP as shown, the user included), its two alive
 * neighbours other than the user, as one list of targets (公山子无影八卦阵).
 */
export const ActiveTargets = z.discriminatedUnion('pick', [
  z.strictObject({ pick: z.literal('none') }),
  z.strictObject({ pick: z.literal('one'), among: z.literal('others'), where: SeatTest.optional() }),
  z.strictObject({ pick: z.literal('lowestHpNeighbours') }),
]);

/** The places a card picked with an active use may come from: the hand, then the equipment slots in this order. */
export const CardZone = z.enum(['hand', 'weapon', 'armor', 'mount', 'book']);

/**
 * An active use in the play phase (`{t:'skill', id, cards, targets}` decisions): offered within `limit` when the user
 * passes `when`, once per `card` (a card of `zones` passing `where` — and with `usableAs` one the user may use as a
 * 杀 now: 杀, 杀闪之交, 水 with 水枪 — picked with the decision; `discard`: it is the cost) and per target. Performed:
 * the use is counted, announced (unless `announce` is false), its card discarded, or with `useAs` used as that kind on
 * the targets (an ordinary use, counted as one); then `effect` runs (at once when every step finishes at once, else on
 * a frame).
 */
export const Active = z.strictObject({
  when: SeatTest.optional(),
  card: z
    .strictObject({
      zones: z.array(CardZone).min(1).max(5),
      where: CardTest.optional(),
      usableAs: z.literal('sha').optional(),
      discard: z.literal(true).optional(),
    })
    .optional(),
  targets: ActiveTargets,
  announce: z.boolean().optional(),
  book: z
    .strictObject({ uses: Fixed })
    .optional()
    .meta({
      description:
        'A skill book used up (神秘惊奇): a public `use` event names the book instead of the `skill` event; with `uses` ' +
        'above 1 it is used once per turn and each use counted; on its last use the book leaves its slot for the ' +
        'table, and is discarded when the effect ends (the effect’s card is the book).',
    }),
  useAs: Id.optional(),
  effect: Steps.optional(),
});

/**
 * A conversion: the owner's cards of `zones` (hand; equip: hand and equipment, product reading 11) used as `as` within
 * `limit` — as 水 in the play phase and to rescue (豆浆, 杂技), or as another kind used with no target chosen (强盗: as
 * 强盗入侵), a card passing `except` not offered (it is used as itself).
 */
export const Conversion = z.strictObject({
  as: Id,
  zones: z.enum(['hand', 'handAndEquip']),
  except: CardTest.optional(),
});

/** The body of a skill: what it does (a character's skill entry, or a skill book's `skill`). */
export const skillBody = {
  limit: Limit.optional(),
  modifiers: Modifiers.optional(),
  triggers: z.array(Trigger).max(4).optional(),
  active: Active.optional(),
  convert: Conversion.optional(),
};

/** Free-form JSON data (the words: src/data/words-types.ts). */
const Json = z.json();

/** One skill. */
export const SkillEntry = z
  .strictObject({
    kind: z.literal('skill'),
    id: Id,
    name: Words,
    text: Words,
    type: SkillType,
    rulings: z
      .array(z.string().regex(/^[PS]-[A-Z]+\d+$/))
      .max(LIMITS.list)
      .optional(),
    options: z.array(OptionId).max(LIMITS.list).optional(),
    ...skillBody,
    bot: SkillBotHints.optional(),
    words: Json.optional(),
  })
  .meta({
    description: 'A skill of 跑跑杀: its data, its rules as modifiers, triggers and uses, its bot hints and words.',
  });

/** The data of a skill entry. */
export type SkillEntryT = z.infer<typeof SkillEntry>;

/** The body of a skill (a skill entry's, or a skill book's `skill`). */
export const SkillBody = z.strictObject(skillBody);

/** The data of a skill body. */
export type SkillBodyT = z.infer<typeof SkillBody>;
