/**
 * The expression vocabulary of 跑跑杀's content entries (docs/content.md, "Expressions"): numbers that may read an option,
 * tests of a physical card (a judgement card, a card in hand) and tests of a seat. Plain JSON data, checked by these zod
 * schemas (their JSON Schema is printed by `shaju content paopaosha --schema`); compiled once, at load, to closures by
 * src/effects/expr.ts, so no JSON is read while a game runs. Every test is a tree of bounded depth
 * (`LIMITS.depth`), evaluated in time linear in its size.
 */
import { z } from 'zod';

/** Limits on what one entry may hold (a pack is hostile until checked). */
export const LIMITS = Object.freeze({
  /** Deepest nesting of tests and of effect steps. */
  depth: 8,
  /** Most steps in one list, tests in one `all`/`any`. */
  list: 32,
  /** Longest id (pinyin). */
  id: 40,
  /** Longest text (a card's rules text). */
  text: 600,
});

/** A content id: lower-case pinyin, digits and `_` (`sha`, `heiniu_niu`, `m16`). */
export const Id = z
  .string()
  .max(LIMITS.id)
  .regex(/^[a-z][a-z0-9_]*$/, 'lower-case pinyin, digits and _, starting with a letter')
  .meta({ description: 'Pinyin id: lower case, digits and _ (e.g. sha, heiniu_niu).' });

/** Chinese and English words of one thing. */
export const Words = z
  .strictObject({
    zh: z.string().min(1).max(LIMITS.text),
    en: z.string().min(1).max(LIMITS.text),
  })
  .meta({ description: 'The same words in Chinese (zh) and English (en).' });

/** The suit letters: S ♠, H ♥, C ♣, D ♦ (P-D2). */
export const Suit = z.enum(['S', 'H', 'C', 'D']).meta({ description: 'A suit: S ♠, H ♥, C ♣, D ♦.' });

/** Card types (`trick` = 技能牌/锦囊; `god` = 神卡). */
export const CardType = z.enum(['basic', 'trick', 'equipment', 'god']);

/** Card subtypes: an equipment slot, or `delayed` for a trick placed in front of a player. */
export const CardSubtype = z.enum(['delayed', 'weapon', 'armor', 'mount', 'book']);

/** An option id (a number or switch of the rules catalogue, `shaju options paopaosha`). */
export const OptionId = z
  .string()
  .max(60)
  .regex(/^[a-z][A-Za-z0-9]*$/, 'an option id such as dileiDamage')
  .meta({ description: 'An option of the rules catalogue (shaju options paopaosha), e.g. dileiDamage.' });

/**
 * A number: a literal, the value of an option (`{ "option": "dileiDamage" }`), or a count of the table
 * (`{ "count": "alive" }`: alive players; `others`: alive players other than the one acting).
 */
export const Num = z
  .union([
    z.number().int().min(-99).max(99),
    z.strictObject({ option: OptionId }),
    z.strictObject({ count: z.enum(['alive', 'others', 'damageComing']) }),
  ])
  .meta({
    description:
      'A whole number, an option ({"option": id}) or a count: of players ({"count": "alive"}; others: but the one ' +
      'acting), or damageComing: the points of the damage about to be dealt to the one acting (a beforeDamage ' +
      'trigger’s, 葱汁; 0 when none).',
  });

/** A seat named by its part in the effect. */
export const SeatRef = z.enum(['user', 'target', 'victim', 'owner']).meta({
  description:
    'Whose seat: user (who used the card or skill), target (the seat the effect reaches), victim (a second ' +
    'target, 借刀杀人), owner (the seat whose skill or equipment it is, or in front of whom a delayed card lies).',
});

const range = {
  min: z.number().int().min(-99).max(99).optional(),
  max: z.number().int().min(-99).max(99).optional(),
};

/**
 * A test of one physical card (a judgement card, a hand card). False when there is no card (nothing left to flip), so
 * `{ "is": "not", … }` of a test is true then: 画圈圈 "不是草花" holds when no card is flipped.
 */
export const CardTest: z.ZodType<CardTestT> = z.lazy(() =>
  z.discriminatedUnion('is', [
    z
      .strictObject({ is: z.literal('suit'), suits: z.array(Suit).min(1).max(4) })
      .meta({ description: 'The card’s suit is one of `suits` (P-G4: 地雷 ♥).' }),
    z
      .strictObject({ is: z.literal('color'), color: z.enum(['red', 'black']) })
      .meta({ description: 'The card is red (♥ ♦) or black (♠ ♣).' }),
    z
      .strictObject({ is: z.literal('type'), types: z.array(CardType).min(1).max(4) })
      .meta({ description: 'The card’s type is one of `types`.' }),
    z
      .strictObject({ is: z.literal('subtype'), subtypes: z.array(CardSubtype).min(1).max(5) })
      .meta({ description: 'The card’s subtype is one of `subtypes` (诅咒, 八卦阵, 洛神: a weapon).' }),
    z
      .strictObject({ is: z.literal('kind'), kinds: z.array(Id).min(1).max(LIMITS.list) })
      .meta({ description: 'The card is of one of the kinds `kinds` (card ids).' }),
    z
      .strictObject({ is: z.literal('rank'), ...range })
      .meta({ description: 'The card’s rank is within `min`–`max` (A = 1 … K = 13).' }),
    z.strictObject({ is: z.literal('not'), test: CardTest }).meta({ description: 'The inner `test` does not hold.' }),
    z
      .strictObject({ is: z.literal('all'), tests: z.array(CardTest).min(1).max(LIMITS.list) })
      .meta({ description: 'Every one of `tests` holds.' }),
    z
      .strictObject({ is: z.literal('any'), tests: z.array(CardTest).min(1).max(LIMITS.list) })
      .meta({ description: 'At least one of `tests` holds.' }),
  ]),
);

/** The data of a card test (see `CardTest`). */
export type CardTestT =
  | { is: 'suit'; suits: ('S' | 'H' | 'C' | 'D')[] }
  | { is: 'color'; color: 'red' | 'black' }
  | { is: 'type'; types: ('basic' | 'trick' | 'equipment' | 'god')[] }
  | { is: 'subtype'; subtypes: ('delayed' | 'weapon' | 'armor' | 'mount' | 'book')[] }
  | { is: 'kind'; kinds: string[] }
  | { is: 'rank'; min?: number | undefined; max?: number | undefined }
  | { is: 'not'; test: CardTestT }
  | { is: 'all'; tests: CardTestT[] }
  | { is: 'any'; tests: CardTestT[] };

/** The zones of a seat a test or an effect may look at: hand, equipment, the delayed cards in front of them. */
export const Zone = z.enum(['hand', 'equip', 'judging']);

/**
 * A test of one seat, seen from the seat acting (the user of a card, the owner of a skill). Used to choose targets
 * (`where`) and as conditions (`when`).
 */
export const SeatTest: z.ZodType<SeatTestT> = z.lazy(() =>
  z.discriminatedUnion('is', [
    z.strictObject({ is: z.literal('self') }).meta({ description: 'The seat is the one acting.' }),
    z
      .strictObject({ is: z.literal('injured') })
      .meta({ description: 'The seat’s HP without 天使之泪’s shield is below its max HP (product reading 6).' }),
    z.strictObject({ is: z.literal('hp'), ...range }).meta({ description: 'The seat’s HP is within `min`–`max`.' }),
    z
      .strictObject({ is: z.literal('handCount'), ...range })
      .meta({ description: 'The seat holds `min`–`max` hand cards.' }),
    z.strictObject({ is: z.literal('hasCards'), zones: z.array(Zone).min(1).max(3) }).meta({
      description: 'The seat holds a card in one of `zones` (hand, equipment, the delayed cards in front of it).',
    }),
    z.strictObject({
      is: z.literal('hasEquip'),
      slots: z
        .array(CardSubtype.exclude(['delayed']))
        .min(1)
        .max(4),
    }),
    z.strictObject({ is: z.literal('freeOfDelayed') }).meta({
      description: 'No card of this entry’s kind lies in front of the seat (a delayed trick is placed once, P-T1).',
    }),
    z
      .strictObject({ is: z.literal('distance'), ...range })
      .meta({ description: 'The distance from the acting seat to this one is within `min`–`max` (P-T3).' }),
    z
      .strictObject({ is: z.literal('attackable') })
      .meta({ description: 'The acting seat’s 杀 and 单挑 may target the seat (not protected: 公山子无影八卦阵).' }),
    z
      .strictObject({ is: z.literal('inAttackRange') })
      .meta({ description: 'The seat is within the acting seat’s attack range (its 杀 reaches it, P-T3).' }),
    z.strictObject({ is: z.literal('lord') }).meta({ description: 'The seat is the 国主 (the boss in boss mode).' }),
    z.strictObject({ is: z.literal('identityPublic') }).meta({ description: 'The seat’s identity is public.' }),
    z.strictObject({ is: z.literal('holds'), count: Num, zones: z.enum(['hand', 'handAndEquip']) }).meta({
      description:
        'The seat holds at least `count` cards in its hand (handAndEquip: hand and equipment, product reading 11).',
    }),
    z.strictObject({ is: z.literal('anyOther'), test: SeatTest, includeDead: z.literal(true).optional() }).meta({
      description:
        'Some alive seat other than the acting one and the tested one passes `test` (includeDead: alive or dead; ' +
        '贪污: another player holds a hand card).',
    }),
    z
      .strictObject({ is: z.literal('nation'), nation: z.enum(['pi', 'cong', 'dou', 'boss']) })
      .meta({ description: 'The seat plays a character of `nation` (豆花: 豆国).' }),
    z
      .strictObject({ is: z.literal('asleep') })
      .meta({ description: 'The seat sleeps (睡觉: from its nap until its next turn starts).' }),
    z.strictObject({ is: z.literal('rested'), rounds: Num }).meta({
      description: 'At least `rounds` rounds have passed since the seat’s last nap, or none is kept (睡觉’s interval).',
    }),
    z
      .strictObject({ is: z.literal('switch'), option: OptionId })
      .meta({ description: 'The rules option `option` (a switch) is on.' }),
    z.strictObject({ is: z.literal('damageComing') }).meta({
      description:
        'Damage is about to be dealt to the seat and still has points (in its beforeDamage triggers, after what ' +
        'earlier ones prevented: 葱汁).',
    }),
    z
      .strictObject({ is: z.literal('canUseSha') })
      .meta({ description: 'The seat may use another 杀 this play phase (P-T2).' }),
    z
      .strictObject({ is: z.literal('commanded') })
      .meta({ description: 'The seat’s next turn is already commanded by the acting seat (司令部).' }),
    z
      .strictObject({ is: z.literal('restricted') })
      .meta({ description: 'The seat may not use or play 杀, 闪 or 水 this turn (控制 a).' }),
    z
      .strictObject({ is: z.literal('noSelfHeal') })
      .meta({ description: 'The seat may not use 水 on itself (QQ飞车).' }),
    z.strictObject({ is: z.literal('not'), test: SeatTest }).meta({ description: 'The inner `test` does not hold.' }),
    z
      .strictObject({ is: z.literal('all'), tests: z.array(SeatTest).min(1).max(LIMITS.list) })
      .meta({ description: 'Every one of `tests` holds.' }),
    z
      .strictObject({ is: z.literal('any'), tests: z.array(SeatTest).min(1).max(LIMITS.list) })
      .meta({ description: 'At least one of `tests` holds.' }),
  ]),
);

/** The data of a seat test (see `SeatTest`). */
export type SeatTestT =
  | { is: 'self' }
  | { is: 'injured' }
  | { is: 'hp'; min?: number | undefined; max?: number | undefined }
  | { is: 'handCount'; min?: number | undefined; max?: number | undefined }
  | { is: 'hasCards'; zones: ('hand' | 'equip' | 'judging')[] }
  | { is: 'hasEquip'; slots: ('weapon' | 'armor' | 'mount' | 'book')[] }
  | { is: 'freeOfDelayed' }
  | { is: 'distance'; min?: number | undefined; max?: number | undefined }
  | { is: 'attackable' }
  | { is: 'inAttackRange' }
  | { is: 'lord' }
  | { is: 'identityPublic' }
  | { is: 'holds'; count: NumT; zones: 'hand' | 'handAndEquip' }
  | { is: 'anyOther'; test: SeatTestT; includeDead?: true | undefined }
  | { is: 'nation'; nation: 'pi' | 'cong' | 'dou' | 'boss' }
  | { is: 'asleep' }
  | { is: 'rested'; rounds: NumT }
  | { is: 'switch'; option: string }
  | { is: 'damageComing' }
  | { is: 'canUseSha' }
  | { is: 'commanded' }
  | { is: 'restricted' }
  | { is: 'noSelfHeal' }
  | { is: 'not'; test: SeatTestT }
  | { is: 'all'; tests: SeatTestT[] }
  | { is: 'any'; tests: SeatTestT[] };

/** The data of a number (see `Num`). */
export type NumT = z.infer<typeof Num>;
/** A seat reference (see `SeatRef`). */
export type SeatRefT = z.infer<typeof SeatRef>;
