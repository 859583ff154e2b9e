/**
 * A character of 跑跑杀 as one declarative entry (docs/content.md, "A character"): its names, nation, HP, its skills by
 * id (skill entries, in the seed's order), its portrait and the bot's reading of it. Read into the rules' character
 * table (src/data/characters.ts `CHARACTERS`).
 */
import { z } from 'zod';
import { CharacterBotHints } from './bot.ts';
import { Id, OptionId, Words } from './expr.ts';

/** Nation (人物属性): 皮国, 葱国, 豆国, or the boss (海盗族). */
export const Nation = z.enum(['pi', 'cong', 'dou', 'boss']);

/** Free-form JSON data (the art: src/data/words-types.ts `Art`). */
const Json = z.json();

/** One character. */
export const CharacterEntry = z
  .strictObject({
    kind: z.literal('character'),
    id: Id,
    name: Words,
    nation: Nation,
    hp: z.union([z.number().int().min(1).max(20), z.literal('boss')]).meta({
      description:
        'Max HP (体力上限) before the 国主’s extra HP (P-S2); `boss`: the boss’s HP is bossHpPerOpponent × opponents (P-B1).',
    }),
    hpOption: OptionId.optional().meta({
      description: 'The option that sets this HP when a ruling gives it (P-G2); else the HP is the option hp.<id>.',
    }),
    hpNote: z
      .string()
      .max(200)
      .optional()
      .meta({ description: 'Where the HP comes from when a ruling rather than the seed gives it.' }),
    skills: z.array(Id).max(12),
    art: Json.optional(),
    bot: CharacterBotHints.optional(),
  })
  .meta({ description: 'A character of 跑跑杀: names, nation, HP, skills by id, portrait and bot hints.' });

/** The data of a character entry. */
export type CharacterEntryT = z.infer<typeof CharacterEntry>;
