/**
 * The 12 characters of 跑跑杀 and their skills, as typed frozen tables read from their content entries
 * (content/characters/<id>.json, content/skills/<id>.json; docs/content.md): the numbers, the limits and the texts.
 * A skill's behaviour is compiled from its entry by content/compile-skill.ts (skills/index.ts).
 *
 * Sources: the seed's 人物牌 section (Chinese texts, quoted verbatim in `textZh`) and the rulings' Characters table
 * (English `textEn`, HP marked * where the ruling invents it). P-S2: the product has the 12 characters the seed describes;
 * the pool players choose from is every character but 海盗王. P-T6: active skills once per turn unless the text gives
 * another limit.
 */
import type { CharacterEntryT } from '../content/schema/character.ts';
import type { SkillEntryT } from '../content/schema/skill.ts';
import { SEED_CHARACTERS, SEED_SKILLS } from '../content/seed.generated.ts';
import type { CharacterBotHints, SkillBotHints } from './bot-hints.ts';
import type { PaopaoshaConfig } from './config-types.ts';
import { deepFreeze } from './freeze.ts';
import { CONFIG_FIELD_SPECS } from './option-specs.ts';
import { OPTION_DEFAULTS } from './option-values.ts';
import type { Art, Words } from './words-types.ts';

/**
 * The characters by pinyin id, declared by the generated content index (src/content/seed.generated.ts, from
 * content/seed.json) by declaration merging, so every use of an id is checked.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the generated content index (declaration merging)
export interface CharacterIds {}

/** Pinyin id of a character: one per character entry (content/characters/<id>.json). */
export type CharacterId = Extract<keyof CharacterIds, string>;

/**
 * The skills by pinyin id (declared like `CharacterIds`). Ids that could be confused:
 * - `heiniu_niu` is 黑妞's skill 黑“牛”; `heiniu` is the character 黑妞.
 * - `diannaoqicai` is 小葱's skill 电脑奇才; the skill book of the same name is the card kind `diannaoqicaishu`.
 * - `doujiyanji` is the skill 斗鸡眼; `doujiyan` is the character 豆鸡眼.
 * - `qiangdao` is 海盗王's skill 强盗; the identity 强盗 is the `IdentityId` `qiangdao` (a different namespace).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the generated content index (declaration merging)
export interface SkillIds {}

/** Pinyin id of a skill: one per skill entry (content/skills/<id>.json). */
export type SkillId = Extract<keyof SkillIds, string>;

/** Nation (人物属性): 皮国, 葱国, 豆国, or the boss (海盗族). */
export type Nation = 'pi' | 'cong' | 'dou' | 'boss';

/** Chinese label of a nation as a character shows it. */
export type NationZh = '皮国' | '葱国' | '豆国' | 'BOSS';

/** Display names of each nation. */
export const NATIONS: { readonly [N in Nation]: { readonly zh: NationZh; readonly en: string } } = deepFreeze({
  pi: { zh: '皮国', en: 'Pi Kingdom' },
  cong: { zh: '葱国', en: 'Cong Kingdom' },
  dou: { zh: '豆国', en: 'Dou Kingdom' },
  boss: { zh: 'BOSS', en: 'Boss (Pirates)' },
});

/**
 * How a skill is used:
 * - `locked` (锁定技): always applies; the owner makes no choice to use it.
 * - `triggered`: at a fixed timing or event the owner may choose to use it (or chooses how it applies).
 * - `active`: the owner uses it by choice in their play phase.
 * - `conversion`: lets the owner use or play cards as another card (豆浆, 杂技: any card as 水; 强盗: as 强盗入侵).
 */
export type SkillKind = 'locked' | 'triggered' | 'active' | 'conversion';

/** Use limits: `perTurn` uses in one turn (P-T6), `perGame` uses in the whole game (counted in the state, P-T6). */
export interface SkillLimit {
  readonly perTurn?: number;
  readonly perGame?: number;
}

/** One skill. */
export interface Skill {
  /** Pinyin id (see `SkillId` for the ids that differ from the Chinese name). */
  readonly id: SkillId;
  /** Chinese name as in the seed. */
  readonly zh: string;
  /** English gloss of the name. */
  readonly en: string;
  /** The character that has it. */
  readonly owner: CharacterId;
  /** How it is used. */
  readonly kind: SkillKind;
  /** Use limits with their default values (`params` names the config field of a per-game limit, P-G2). */
  readonly limit?: SkillLimit;
  /** The seed's Chinese text, verbatim. */
  readonly textZh: string;
  /** English rules text as the rulings fix it (defaults of the config fields in `params`). */
  readonly textEn: string;
  /** Ruling ids beyond the Characters table, comma separated. */
  readonly ruling?: string;
  /** Config fields that set this skill's numbers (P-G2). */
  readonly params?: readonly (keyof PaopaoshaConfig)[];
  /** What the renderers say about it beyond its name and text (its questions, options…), zh and en: words-types.ts. */
  readonly words?: Words;
  /** What the heuristic bot knows of the skill: how to use it, answer its choices (data/bot-hints.ts). Never a rule. */
  readonly bot?: SkillBotHints;
}

/** One character. */
export interface Character {
  /** Pinyin id. */
  readonly id: CharacterId;
  /** Chinese name. */
  readonly zh: string;
  /** English name (pinyin, or a translation for 海盗王). */
  readonly en: string;
  /** Nation (人物属性). */
  readonly nation: Nation;
  /** Chinese nation label. */
  readonly nationZh: NationZh;
  /**
   * Max HP (体力上限) by default, before the 国主's extra HP (P-S2). `null` for 海盗王: the boss's HP is
   * `bossHpPerOpponent` × the number of opponents (P-B1).
   */
  readonly hp: number | null;
  /** Where an HP comes from a ruling rather than the seed (marked * in the rulings), the ruling and its config field. */
  readonly hpRuling?: string;
  /** Config field that overrides this character's HP (P-G2), when the HP is a ruling's number. */
  readonly hpParam?: keyof PaopaoshaConfig;
  /** Skill ids, in the seed's order. */
  readonly skills: readonly SkillId[];
  /** Its picture: the emblem of its portrait on the table (words-types.ts `Art`). */
  readonly art: Art;
  /** What the heuristic bot makes of the character (data/bot-hints.ts). Never a rule. */
  readonly bot?: CharacterBotHints;
}

type CharacterTable = { readonly [K in CharacterId]: Character & { readonly id: K } };
type SkillTable = { readonly [K in SkillId]: Skill & { readonly id: K } };

/**
 * The rules' character table from the character entries (content/characters/<id>.json), in the manifest's order: pool
 * characters first, 海盗王 last.
 */
function characterTable(): CharacterTable {
  const out: Record<string, Character> = {};
  for (const raw of SEED_CHARACTERS) {
    const e = raw as CharacterEntryT;
    const c: Record<string, unknown> = {
      id: e.id,
      zh: e.name.zh,
      en: e.name.en,
      nation: e.nation,
      nationZh: NATIONS[e.nation].zh,
      hp: e.hp === 'boss' ? null : e.hp,
    };
    if (e.hpNote !== undefined) c.hpRuling = e.hpNote;
    if (e.hpOption !== undefined) c.hpParam = e.hpOption;
    c.skills = e.skills;
    c.art = e.art;
    if (e.bot !== undefined) c.bot = e.bot;
    out[e.id] = c as unknown as Character;
  }
  return out as CharacterTable;
}

/** Every character by id, frozen; pool characters first, 海盗王 last. */
export const CHARACTERS: CharacterTable = deepFreeze<CharacterTable>(characterTable());

/** The default value of a limit (a number or an option's default: its displayed number). */
function limitValue(v: number | { option: string }): number {
  if (typeof v === 'number') return v;
  const spec = CONFIG_FIELD_SPECS.find((o) => o.id === v.option);
  const d = spec ? spec.default : (OPTION_DEFAULTS as Record<string, unknown>)[v.option];
  if (typeof d !== 'number') throw new Error(`limit option ${v.option} has no number default`);
  return d;
}

/**
 * The rules' skill table from the skill entries (content/skills/<id>.json), in the manifest's (character) order: the
 * data the renderers, the bots and the rules page read (a skill's behaviour is compiled by content/compile-skill.ts).
 */
function skillTable(): SkillTable {
  const owners = new Map<string, string>();
  for (const c of Object.values(CHARACTERS)) for (const sk of c.skills) owners.set(sk, c.id);
  const out: Record<string, Skill> = {};
  for (const raw of SEED_SKILLS) {
    const e = raw as SkillEntryT;
    const d: Record<string, unknown> = {
      id: e.id,
      zh: e.name.zh,
      en: e.name.en,
      owner: owners.get(e.id),
      kind: e.type,
    };
    if (e.limit) {
      const l: Record<string, number> = {};
      if (e.limit.perTurn !== undefined) l.perTurn = limitValue(e.limit.perTurn);
      if (e.limit.perGame !== undefined) l.perGame = limitValue(e.limit.perGame);
      d.limit = l;
    }
    d.textZh = e.text.zh;
    d.textEn = e.text.en;
    if (e.rulings) d.ruling = e.rulings.join(', ');
    if (e.options) d.params = e.options;
    if (e.words !== undefined) d.words = e.words;
    if (e.bot !== undefined) d.bot = e.bot;
    out[e.id] = d as unknown as Skill;
  }
  return out as SkillTable;
}

/** Every skill by id, frozen, in character order. */
export const SKILLS: SkillTable = deepFreeze<SkillTable>(skillTable());

/** All character ids in table order. */
export const CHARACTER_IDS: readonly CharacterId[] = Object.freeze(Object.keys(CHARACTERS) as CharacterId[]);

/** All skill ids in table order. */
export const SKILL_IDS: readonly SkillId[] = Object.freeze(Object.keys(SKILLS) as SkillId[]);

/** The characters players choose from (P-S2): every character except the boss 海盗王 (11). */
export const CHARACTER_POOL: readonly CharacterId[] = Object.freeze(
  CHARACTER_IDS.filter((id) => CHARACTERS[id].nation !== 'boss'),
);

/** True when `id` names a character; narrows untrusted strings. */
export function isCharacterId(id: string): id is CharacterId {
  return Object.hasOwn(CHARACTERS, id);
}

/** True when `id` names a skill; narrows untrusted strings. */
export function isSkillId(id: string): id is SkillId {
  return Object.hasOwn(SKILLS, id);
}
