/**
 * A card kind of 跑跑杀 as one declarative entry (docs/content.md, "A card"): its names and texts, its copies in the
 * deck, what it does when used, answered with, placed, equipped or resolved, the numbers it reads as options, the bot's
 * hints, its words and its art. Compiled at load by src/content/compile-card.ts to the rules' card hooks
 * (src/cards/types.ts `CardModule`).
 */
import { z } from 'zod';
import { CardBotHints } from './bot.ts';
import { CardSubtype, CardTest, CardType, Id, LIMITS, Num, OptionId, SeatTest, Suit, Words } from './expr.ts';
import { SkillBody } from './skill.ts';
import { Steps } from './steps.ts';

/** A rank: 1 = A … 11 = J, 12 = Q, 13 = K. */
const Rank = z.number().int().min(1).max(13);

/**
 * One physical copy of the card (P-D2): `[id, suit, rank]` in the seed deck (the id is the physical card's, 0–109), or
 * `[suit, rank]` for a card added by a pack (its id is given after the seed's).
 */
export const DeckCopy = z
  .union([z.tuple([z.number().int().min(0).max(999), Suit, Rank]), z.tuple([Suit, Rank])])
  .meta({ description: 'A copy in the deck: [suit, rank], or [id, suit, rank] in the seed deck.' });

/**
 * A request a card answers as itself or as another kind (P-G6): `to` the request (闪, 杀, 无懈可击, 濒死 rescue), `as`
 * the kind it counts as (default: itself). `restricted`: 控制 (a) forbids it (杀, 闪, 水). `always`: it answers a 闪
 * request even one that 闪 cannot stop (躲: it cancels the 杀 entirely). `ownRescue`: false when its holder may not use
 * it on themselves while QQ飞车 says so (水).
 */
export const Answer = z.strictObject({
  to: z.enum(['shan', 'sha', 'wuxie', 'rescue']),
  as: Id.optional(),
  restricted: z.boolean().optional(),
  always: z.boolean().optional(),
  noSelfHeal: z.boolean().optional(),
});

/**
 * What the card does for a dying player it is played for (P-W2): `heal` points (or `full`: back to max HP), and whether
 * it is a trick that 无懈可击 may cancel first (生死簿).
 */
export const Rescue = z.strictObject({
  heal: z.union([Num, z.literal('full')]),
  nullifiable: z.boolean().optional(),
});

/**
 * Whom a card is used on (the `use` decision's targets): `none` (no target chosen), `one` seat among all or the others
 * (`where` filters them), `attack`: the targets of a 杀 (in range, P-T3; several with 跑跑散弹枪), `borrow`: another
 * player A with a weapon and a player B within A's reach (借刀杀人: the effect reaches A, B is its victim), `armed`: no
 * target while the card is unarmed, any other player once it is armed in its holder's hand (永恒之火),
 * `othersFromNext`: every other alive player at once, in seat order from the user's next (光明之眼).
 */
export const Targets = z.discriminatedUnion('pick', [
  z.strictObject({ pick: z.literal('none') }),
  z.strictObject({ pick: z.literal('one'), among: z.enum(['all', 'others']), where: SeatTest.optional() }),
  z.strictObject({ pick: z.literal('attack') }),
  z.strictObject({ pick: z.literal('borrow') }),
  z.strictObject({ pick: z.literal('armed') }),
  z.strictObject({ pick: z.literal('othersFromNext') }),
]);

/**
 * Using the card in the play phase. `when`: a test of the user (e.g. injured, for 水). `targets`: whom it is used on.
 * `as`: the kind it is used as (杀闪之交 as 杀; default itself). `affects`: the seats its effect reaches, in order —
 * the picked ones (default), the user, nobody, every other player from the user's next (万刀齐发), or everyone from
 * the user (恐怖分子). `start`: steps run once when used, before the effect reaches anyone (水's heal). `effect`: the
 * steps run on each seat reached (a trick's after 盾牌 and 无懈可击, P-G5; a god card's once, on its targets).
 * `armedEffect`: a god card used armed (永恒之火). `finish`: steps run once after the effect reached every seat.
 */
export const Use = z.strictObject({
  when: SeatTest.optional(),
  targets: Targets,
  as: Id.optional(),
  affects: z.enum(['picked', 'user', 'none', 'othersFromNext', 'allFromUser']).optional(),
  start: Steps.optional(),
  effect: Steps.optional(),
  armedEffect: Steps.optional(),
  finish: Steps.optional(),
});

/**
 * A delayed trick (P-T1): resolved at the turn start of the player it lies in front of (`owner`), newest first;
 * `timing` `first` before every other delayed card and turn-start skill (时间前进), `draw` in the draw phase (一不留神).
 * With `judge` the effect happens when the judgement card passes the test; `movesOn`: cancelled, blocked or missed it
 * moves to the next player without one (地雷, 水雷) instead of being discarded.
 */
export const Delayed = z.strictObject({
  timing: z.enum(['turnStart', 'first', 'draw']).optional(),
  judge: CardTest.optional(),
  onHit: Steps,
  movesOn: z.boolean().optional(),
});

/**
 * What an equipped card changes for its owner (P-T4), each a modifier the rules ask: see docs/content.md,
 * "Modifiers", for each field with its seed example.
 */
export const Equip = z.strictObject({
  unlimitedSha: z.literal(true).optional(),
  usesAsSha: Id.optional(),
  shaDamageBonus: OptionId.optional(),
  unstoppableByShan: z.literal(true).optional(),
  lastCardShaTargets: OptionId.optional(),
  pairAsSha: z.literal(true).optional(),
  drawBonus: OptionId.optional(),
  noSelfShui: z.literal(true).optional(),
  blocksTricks: z.literal(true).optional(),
  ignoresArmor: z.literal(true).optional(),
  afterShaDodged: z
    .strictObject({ discard: Num })
    .optional()
    .meta({
      description:
        'When the owner’s 杀 is stopped by 闪 they may discard `discard` cards (hand or equipment, not this card) to make ' +
        'it hit anyway (泡泡加特林).',
    }),
  discardSlots: z
    .array(z.enum(['weapon', 'armor', 'mount', 'book']))
    .max(4)
    .optional()
    .meta({ description: 'Equipment slots its discards may come from besides the hand (product reading 11).' }),
  useAs: z
    .strictObject({ kinds: z.array(Id).min(1).max(4), uses: OptionId, perTurn: OptionId })
    .optional()
    .meta({
      description:
        '死神冥刀: the owner may use or play the equipped card itself as each of `kinds` (in the play phase, or to rescue), ' +
        'at most `perTurn` times a turn; after `uses` uses it is discarded.',
    }),
  shanAlternative: z
    .strictObject({
      judge: CardTest,
      decision: z
        .string()
        .regex(/^[a-z][a-zA-Z0-9]*$/)
        .max(40),
    })
    .optional()
    .meta({
      description:
        'An alternative to 闪 when the owner is asked for one (八卦阵): judge, and a card passing `judge` counts as a 闪. ' +
        '`decision` is the tag of the decision that picks it (kept in saved games).',
    }),
});

/**
 * Free-form JSON data (a field whose shape belongs to its reader: the words, the art and the display,
 * src/data/words-types.ts, checked by games/paopaosha/test/entry-words.test.ts). The bot's hints have a schema of their
 * own (schema/bot.ts).
 */
const Json = z.json();

/** One card kind. */
export const CardEntry = z
  .strictObject({
    kind: z.literal('card'),
    id: Id,
    name: Words,
    text: Words,
    type: CardType,
    subtype: CardSubtype.optional(),
    range: z.number().int().min(1).max(20).optional(),
    distance: z
      .strictObject({
        attack: z.number().int().min(-3).max(3).optional(),
        defense: z.number().int().min(-3).max(3).optional(),
      })
      .optional(),
    deck: z.array(DeckCopy).max(60),
    rulings: z
      .array(z.string().regex(/^[PS]-[A-Z]+\d+$/))
      .max(LIMITS.list)
      .optional(),
    options: z.array(OptionId).max(LIMITS.list).optional(),
    hint: z.number().min(0).max(12),
    equippedHint: z.number().min(0).max(12).optional(),
    helpful: z.boolean().optional(),
    answers: z.array(Answer).max(4).optional(),
    rescue: Rescue.optional(),
    use: Use.optional(),
    delayed: Delayed.optional(),
    equip: Equip.optional(),
    skill: SkillBody.optional().meta({
      description: 'A skill book (技能书): the skill its holder has while it is equipped (its id is the card id).',
    }),
    bot: CardBotHints.optional(),
    words: Json.optional(),
    art: Json.optional(),
    display: Json.optional(),
  })
  .meta({ description: 'A card kind of 跑跑杀: its data, its rules as effect steps, its bot hints, words and art.' });

/** The data of a card entry. */
export type CardEntryT = z.infer<typeof CardEntry>;
