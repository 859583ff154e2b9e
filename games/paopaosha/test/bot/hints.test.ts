/**
 * The bot hints of the content entries (games/paopaosha/src/data/bot-hints.ts, schema src/content/schema/bot.ts): every
 * card's, skill's and character's hints pass the schema, name options that exist, and what the schema accepts is the
 * type the heuristic bot reads; a misspelt policy or field is refused with its path.
 */
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { optionValue } from '../../bot/facts.ts';
import {
  BotChoice as BotChoiceSchema,
  BotUse as BotUseSchema,
  CardBotHints as CardHintsSchema,
  CharacterBotHints as CharacterHintsSchema,
  SkillBotHints as SkillHintsSchema,
} from '../../src/content/schema/bot.ts';
import {
  type BotOptionId,
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardBotHints,
  CHARACTER_IDS,
  CHARACTERS,
  type CharacterBotHints,
  defaultConfig,
  SKILL_IDS,
  SKILLS,
  type SkillBotHints,
} from '../../src/index.ts';

/** `T` with every option id widened to a string (the schema checks the id's spelling; the test, that it exists). */
type Widen<T> = T extends BotOptionId
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

// What the schemas accept is what the bot reads (a compile-time check: `npm run typecheck`).
const cardShape: Widen<CardBotHints> = {} as z.infer<typeof CardHintsSchema>;
const skillShape: Widen<SkillBotHints> = {} as z.infer<typeof SkillHintsSchema>;
const characterShape: Widen<CharacterBotHints> = {} as z.infer<typeof CharacterHintsSchema>;

/** Every option id a hints object names (the fields that hold one). */
function optionsNamed(x: unknown, out: string[] = []): string[] {
  if (Array.isArray(x)) for (const y of x) optionsNamed(y, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (['damage', 'hp', 'heal', 'cards', 'draw'].includes(k) && typeof v === 'string') out.push(v);
      else optionsNamed(v, out);
    }
  }
  return out;
}

describe('bot hints', () => {
  test('the schemas and the types agree', () => {
    expect([cardShape, skillShape, characterShape]).toHaveLength(3);
  });

  test('every card, skill and character passes its schema, and the options it names exist', () => {
    const config = defaultConfig();
    let n = 0;
    const check = (hints: unknown, schema: z.ZodType, where: string) => {
      if (hints === undefined) return;
      n++;
      const r = schema.safeParse(hints);
      expect(r.error?.issues ?? [], where).toEqual([]);
      expect(r.data, where).toEqual(hints);
      for (const id of optionsNamed(hints))
        expect(Number.isFinite(optionValue(config, id as BotOptionId)), `${where}: ${id}`).toBe(true);
    };
    for (const k of CARD_KIND_IDS) check(CARD_KINDS[k].bot, CardHintsSchema, k);
    for (const k of SKILL_IDS) check(SKILLS[k].bot, SkillHintsSchema, k);
    for (const k of CHARACTER_IDS) check(CHARACTERS[k].bot, CharacterHintsSchema, k);
    expect(n).toBeGreaterThan(40);
  });

  test('a misspelt policy or field is refused with its path', () => {
    expect(BotUseSchema.safeParse({ policy: 'hostle', score: 1 }).success).toBe(false);
    expect(BotChoiceSchema.safeParse({ policy: 'thenSha', yes: 'mode-a' }).success).toBe(false);
    const r = CardHintsSchema.safeParse({ harm: { chance: 'judgement', damage: 'no such' }, kep: [1] });
    const paths = (r.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths).toContain('harm.damage');
    expect(r.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });
});
