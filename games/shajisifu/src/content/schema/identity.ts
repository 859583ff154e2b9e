/**
 * An identity of 杀机四伏 as one declarative entry (docs/content.md, "杀机四伏's identities"): its names and rules text,
 * the suit of the identity card that deals it (S-S2), and its win conditions (S-V1) written in a small vocabulary of
 * tests of the table and of seats. Plain JSON data, checked by these zod schemas (their JSON Schema is printed by
 * `shaju content shajisifu --schema`); compiled once, at load, to closures by src/content/compile-identity.ts, so no
 * JSON is read while a game runs. Every test is a tree of bounded depth (`LIMITS.depth`), evaluated in time linear in
 * its size (a `killed` test: in the number of seats killed).
 */
import { z } from 'zod';

/** Limits on what one entry may hold (a pack is hostile until checked). */
export const LIMITS = Object.freeze({
  /** Deepest nesting of tests. */
  depth: 8,
  /** Most tests in one `all`, most win conditions of one identity. */
  list: 16,
  /** Longest id (pinyin). */
  id: 40,
  /** Longest text. */
  text: 600,
});

/** A content id: lower-case pinyin, digits and `_` (`jidunv`). */
export const Id = z
  .string()
  .max(LIMITS.id)
  .regex(/^[a-z][a-z0-9_]*$/, 'lower-case pinyin, digits and _, starting with a letter')
  .meta({ description: 'Pinyin id: lower case, digits and _ (e.g. jidunv).' });

/** Chinese and English words of one thing. */
export const Words = z
  .strictObject({
    zh: z.string().min(1).max(LIMITS.text),
    en: z.string().min(1).max(LIMITS.text),
  })
  .meta({ description: 'The same words in Chinese (zh) and English (en).' });

/** The suits of an identity card: S ♠, H ♥, C ♣, D ♦, joker 王 (the jokers' fifth suit, S-C2). */
export const Suit = z
  .enum(['S', 'H', 'C', 'D', 'joker'])
  .meta({ description: 'A suit of the identity card: S ♠, H ♥, C ♣, D ♦, joker 王.' });

/** An option id of the rules catalogue (`shaju options shajisifu`). */
export const OptionId = z
  .string()
  .max(60)
  .regex(/^[a-z][A-Za-z0-9.-]*$/, 'an option id such as diamondHand')
  .meta({ description: 'An integer option of the rules catalogue (shaju options shajisifu), e.g. diamondHand.' });

/** A number: a literal or the value of an integer option (`{ "option": "diamondHand" }`). */
export const Num = z
  .union([z.number().int().min(0).max(999), z.strictObject({ option: OptionId })])
  .meta({ description: 'A whole number, or an integer option ({"option": id}).' });

const range = {
  min: z.number().int().min(0).max(99).optional(),
  max: z.number().int().min(0).max(99).optional(),
};

/** A number of an entry. */
export type NumT = number | { option: string };

/** The tests of a seat and of the table a win condition is made of (`WinTest`). */
export type WinTestT =
  | { is: 'alive' }
  | { is: 'handAtLeast'; count: NumT }
  | { is: 'aliveAtMost'; count: NumT }
  | { is: 'neighboursDead' }
  | { is: 'allPublic' }
  | { is: 'deathOrder'; min?: number | undefined; max?: number | undefined }
  | { is: 'killed'; test: WinTestT }
  | { is: 'identity'; ids: string[] }
  | { is: 'publicAtDeath' }
  | { is: 'all'; tests: WinTestT[] };

/**
 * A test of one seat (the identity's holder, or a seat it killed) and of the table, at the moment the engine checks
 * victories (S-V2: after a death, a reveal, a penalty draw).
 */
export const WinTest: z.ZodType<WinTestT> = z.lazy(() =>
  z.discriminatedUnion('is', [
    z.strictObject({ is: z.literal('alive') }).meta({ description: 'The seat is alive.' }),
    z.strictObject({ is: z.literal('handAtLeast'), count: Num }).meta({
      description: 'The seat holds at least `count` hand cards (♦ A).',
    }),
    z.strictObject({ is: z.literal('aliveAtMost'), count: Num }).meta({
      description: 'At most `count` players of the table are alive (♦ B: 2; the sole survivor: 1).',
    }),
    z.strictObject({ is: z.literal('neighboursDead') }).meta({
      description: 'Both players who sat next to the seat at the start are dead (♥ A).',
    }),
    z.strictObject({ is: z.literal('allPublic') }).meta({
      description: "Every player's identity is public, the dead's included (♠ B).",
    }),
    z.strictObject({ is: z.literal('deathOrder'), ...range }).meta({
      description:
        'The seat died as the min-th to max-th death of the game (0 while alive): ♣ A min 1 max 1, 王 A min 2.',
    }),
    z.strictObject({ is: z.literal('killed'), test: WinTest }).meta({
      description: 'The seat killed (亲自杀死, S-D2) a player who passes `test`, read of that player (♠ A, ♣ B, 王 B).',
    }),
    z.strictObject({ is: z.literal('identity'), ids: z.array(Id).min(1).max(LIMITS.list) }).meta({
      description: "The seat's identity is one of `ids` (♠ A: a ♦ 拜金女 killed).",
    }),
    z.strictObject({ is: z.literal('publicAtDeath') }).meta({
      description: "The seat's identity was public before it died (王 B).",
    }),
    z.strictObject({ is: z.literal('all'), tests: z.array(WinTest).min(1).max(LIMITS.list) }).meta({
      description: 'Every one of `tests` holds.',
    }),
  ]),
);

/**
 * How a win condition holds: a test (`WinTest`) of the identity's holder, or `othersWin`: the holder, alive, joins
 * the winners when someone else wins (♥ B, S-V2).
 */
export const WinWhen = z.union([
  WinTest,
  z.strictObject({ is: z.literal('othersWin') }).meta({
    description:
      'The holder is alive when someone else wins: it joins the winners (♥ B, S-V2). Only as a whole `when`.',
  }),
]);

/**
 * One win condition (S-V1): `id` (its option `win.<id>` switches it, `shaju options shajisifu`), `label` (its short
 * words in results and reports; `{n}` is the number its test reads), `you` (told to the holder, on the table), `when`.
 */
export const WinCondition = z.strictObject({
  id: z
    .string()
    .max(LIMITS.id)
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'a condition id such as H-A or sole'),
  label: Words,
  you: Words.optional(),
  when: WinWhen,
});

/**
 * An identity (S-S2): dealt by the suit of the face-down identity card (`suit`; how many players hold it is as random
 * as the deal, S-S1), with its win conditions in the order the engine checks and reports them (S-V1).
 */
export const IdentityEntry = z.strictObject({
  kind: z.literal('identity'),
  id: Id,
  name: Words,
  text: Words,
  rulings: z.array(z.string().regex(/^S-[A-Z]+\d+$/)).max(LIMITS.list),
  suit: Suit,
  wins: z.array(WinCondition).min(1).max(LIMITS.list),
});

/** The data of an identity entry. */
export type IdentityEntryT = z.infer<typeof IdentityEntry>;
/** The data of a win condition. */
export type WinConditionT = z.infer<typeof WinCondition>;
