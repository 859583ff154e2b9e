import type { IntOption, OptionCatalogue, OptionDependency, OptionSpec } from '@shaju/engine';
import { CARD_KIND_IDS, CARD_KINDS } from '../cards/index.ts';
import { CHARACTER_POOL, CHARACTERS } from './characters.ts';
import { DECK_PREFIX, deckMax, HP_PREFIX, POOL_PREFIX, SEED_HP_CHARACTERS } from './option-families.ts';
import { SCALAR_SPECS } from './option-scalars.ts';
import { CONFIG_FIELD_SPECS } from './option-specs.ts';
import { PRESETS } from './presets.ts';

/**
 * A name in English with its Chinese name in parentheses (`Kill (杀)`), or the English alone when both are the same
 * (`M-16`): the form of every English label (Chinese only in parentheses, apps/cli/test/option-words.test.ts).
 */
function gloss(n: { readonly zh: string; readonly en: string }): string {
  return n.zh === n.en ? n.en : `${n.en} (${n.zh})`;
}

/** `deck.<card>`: copies of every card kind, 0 to `deckMax` (P-G2: the deck is options, default the seed's, P-D1). */
function deckSpecs(): IntOption[] {
  return CARD_KIND_IDS.map((id) => {
    const k = CARD_KINDS[id];
    return {
      id: `${DECK_PREFIX}${id}`,
      group: 'deck',
      type: 'int',
      default: k.copies,
      min: 0,
      max: deckMax(k.copies),
      label: { zh: `牌堆：${k.zh}`, en: `Deck: ${gloss(k)}` },
      help: {
        zh: `牌堆中【${k.zh}】的张数（0 = 移除）。多出的牌依次沿用原有各张的花色与点数。`,
        en: `Copies of ${k.en} in the deck (0 removes it). Added copies take the suits and ranks of the seed's copies in turn.`,
      },
      source: `P-D1, P-D2; seed: ×${k.copies}`,
    };
  });
}

/** `character.<id>`: whether each pool character may be offered (P-S2). */
function poolSpecs(): OptionSpec[] {
  return CHARACTER_POOL.map((id) => {
    const c = CHARACTERS[id];
    return {
      id: `${POOL_PREFIX}${id}`,
      group: 'pool',
      type: 'bool',
      default: true,
      label: { zh: `人物：${c.zh}`, en: `Character: ${gloss(c)}` },
      help: {
        zh: `【${c.zh}】是否在可选人物之中。`,
        en: `Whether ${c.en} may be offered as a character.`,
      },
      source: 'P-S2',
    };
  });
}

/** `hp.<id>`: the max HP of each character whose HP the seed gives (the others are `lanlanHp`, `xiaodouHp`, `doujiyanHp`). */
function hpSpecs(): IntOption[] {
  return SEED_HP_CHARACTERS.map((id) => {
    const c = CHARACTERS[id];
    return {
      id: `${HP_PREFIX}${id}`,
      group: 'hp',
      type: 'int',
      default: c.hp ?? 4,
      min: 1,
      max: 10,
      label: { zh: `${c.zh}体力`, en: `HP: ${gloss(c)}` },
      help: { zh: `【${c.zh}】的体力上限。`, en: `Max HP of ${c.en}.` },
      source: `seed: ${c.zh} 体力${c.hp ?? 4}`,
    };
  });
}

/** The groups whose options are skills' (of characters, or of skill books): no effect with `characterSkills` off. */
const SKILL_GROUPS: ReadonlySet<string> = new Set(['skills', 'books']);

/** The card kind an option is about: the longest card id its id starts with, followed by a capital (`dileiDamage`). */
function cardOf(id: string): string | undefined {
  let best: string | undefined;
  for (const k of CARD_KIND_IDS) {
    const next = id.charAt(k.length);
    if (id.startsWith(k) && next >= 'A' && next <= 'Z' && (best === undefined || k.length > best.length)) best = k;
  }
  return best;
}

/**
 * When each option has an effect (engine `OptionSpec.dependsOn`), from the data: an option about a card kind needs
 * that card in the deck (`deck.<card>` not 0), a skill's or skill book's option needs `characterSkills` on, and the
 * rewards (`qiangdaoKillDraw`, `lordKillsDachenPenalty`) need `rewardsAndPenalties` on. Set while one does not
 * hold, a value changes nothing: the shells warn about it.
 */
function withDependencies(specs: readonly OptionSpec[]): OptionSpec[] {
  return specs.map((o) => {
    const d: OptionDependency[] = [];
    const card = o.id.startsWith(DECK_PREFIX) ? undefined : cardOf(o.id);
    if (card !== undefined) d.push({ id: `${DECK_PREFIX}${card}`, not: [0] });
    if (SKILL_GROUPS.has(o.group)) d.push({ id: 'characterSkills', is: [true] });
    if (o.group === 'rewards' && o.id !== 'rewardsAndPenalties') d.push({ id: 'rewardsAndPenalties', is: [true] });
    return d.length === 0 ? o : { ...o, dependsOn: d };
  });
}

/**
 * Every option and preset of 跑跑杀 (packages/engine/src/options.ts). A configuration is `{ players, mode?, ...values }`;
 * `validateConfig` (config.ts) checks it. Defaults are the seed as the rulings read it (P-G2). `shaju options paopaosha`
 * lists them.
 */
export const OPTIONS: OptionCatalogue = {
  groups: [
    { id: 'setup', label: { zh: '开局', en: 'Setup' } },
    { id: 'hp', label: { zh: '体力', en: 'HP' } },
    { id: 'rewards', label: { zh: '奖惩', en: 'Rewards and penalties' } },
    { id: 'limits', label: { zh: '使用限制', en: 'Use limits' } },
    { id: 'cards', label: { zh: '基本牌与技能牌', en: 'Basic and trick cards' } },
    { id: 'equipment', label: { zh: '装备', en: 'Equipment' } },
    { id: 'books', label: { zh: '技能书', en: 'Skill books' } },
    { id: 'gods', label: { zh: '神卡', en: 'God cards' } },
    { id: 'skills', label: { zh: '人物技能', en: 'Character skills' } },
    { id: 'pool', label: { zh: '人物池', en: 'Character pool' } },
    { id: 'deck', label: { zh: '牌堆', en: 'Deck' } },
  ],
  options: withDependencies([...CONFIG_FIELD_SPECS, ...SCALAR_SPECS, ...hpSpecs(), ...poolSpecs(), ...deckSpecs()]),
  presets: PRESETS,
};
