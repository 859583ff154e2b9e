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
    z.strictObject({ count: z.enum(['alive', 'others']) }),
  ])
  .meta({ description: 'A whole number, an option ({"option": id}) or a count of players ({"count": "alive"}).' });

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
    z.strictObject({ is: z.literal('suit'), suits: z.array(Suit).min(1).max(4) }),
    z.strictObject({ is: z.literal('color'), color: z.enum(['red', 'black']) }),
    z.strictObject({ is: z.literal('type'), types: z.array(CardType).min(1).max(4) }),
    z.strictObject({ is: z.literal('subtype'), subtypes: z.array(CardSubtype).min(1).max(5) }),
    z.strictObject({ is: z.literal('kind'), kinds: z.array(Id).min(1).max(LIMITS.list) }),
    z.strictObject({ is: z.literal('rank'), ...range }),
    z.strictObject({ is: z.literal('not'), test: CardTest }),
    z.strictObject({ is: z.literal('all'), tests: z.array(CardTest).min(1).max(LIMITS.list) }),
    z.strictObject({ is: z.literal('any'), tests: z.array(CardTest).min(1).max(LIMITS.list) }),
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
    z.strictObject({ is: z.literal('self') }),
    z.strictObject({ is: z.literal('injured') }),
    z.strictObject({ is: z.literal('hp'), ...range }),
    z.strictObject({ is: z.literal('handCount'), ...range }),
    z.strictObject({ is: z.literal('hasCards'), zones: z.array(Zone).min(1).max(3) }),
    z.strictObject({
      is: z.literal('hasEquip'),
      slots: z
        .array(CardSubtype.exclude(['delayed']))
        .min(1)
        .max(4),
    }),
    z.strictObject({ is: z.literal('freeOfDelayed') }),
    z.strictObject({ is: z.literal('distance'), ...range }),
    z.strictObject({ is: z.literal('attackable') }),
    z.strictObject({ is: z.literal('lord') }),
    z.strictObject({ is: z.literal('identityPublic') }),
    z.strictObject({ is: z.literal('restricted') }),
    z.strictObject({ is: z.literal('noSelfHeal') }),
    z.strictObject({ is: z.literal('not'), test: SeatTest }),
    z.strictObject({ is: z.literal('all'), tests: z.array(SeatTest).min(1).max(LIMITS.list) }),
    z.strictObject({ is: z.literal('any'), tests: z.array(SeatTest).min(1).max(LIMITS.list) }),
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
  | { is: 'lord' }
  | { is: 'identityPublic' }
  | { is: 'restricted' }
  | { is: 'noSelfHeal' }
  | { is: 'not'; test: SeatTestT }
  | { is: 'all'; tests: SeatTestT[] }
  | { is: 'any'; tests: SeatTestT[] };

/** The data of a number (see `Num`). */
export type NumT = z.infer<typeof Num>;
/** A seat reference (see `SeatRef`). */
export type SeatRefT = z.infer<typeof SeatRef>;
