/**
 * The entries' words and pictures (src/data/words-types.ts): the template function, every card's, skill's and
 * character's words and art checked against what the renderers give (words/slots.ts), and the renderers reading
 * them — including the words no whole bot game reaches (scripts/paopaosha-transcript.ts shows the rest unchanged).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkSource, srcFindings } from '../../../scripts/check-content-names.ts';
import {
  buildScenario,
  CARD_KIND_IDS,
  CARD_KINDS,
  CHARACTER_IDS,
  CHARACTERS,
  defaultConfig,
  type EntryWords,
  inHand,
  paopaosha,
  SKILL_IDS,
  SKILLS,
} from '../src/index.ts';
import { cardNameWith } from '../words/content.ts';
import { decisionLabel, notPlayableText } from '../words/index.ts';
import { SLOTS, slotOf } from '../words/slots.ts';
import { fill, placeholders, TemplateError } from '../words/template.ts';

describe('templates (words/template.ts)', () => {
  test('fill: values by name, then config fields; numbers as written', () => {
    expect(fill('{who} 摸 {n} 张', { who: '3号', n: 2 })).toBe('3号 摸 2 张');
    expect(fill('摸 {benlaijiuyouDraw} 张牌', {}, { benlaijiuyouDraw: 2 })).toBe('摸 2 张牌');
    expect(fill('{n}', { n: 1 }, { n: 9 })).toBe('1');
    expect(fill('no placeholder', {})).toBe('no placeholder');
  });

  test('forms: the first =value that matches, else the last; # is the value', () => {
    const t = '{n|=1:a use|=2:two uses|# uses}';
    expect([1, 2, 3, 0].map((n) => fill(t, { n }))).toEqual(['a use', 'two uses', '3 uses', '0 uses']);
    expect(fill('弃{n|=2:两张牌| # 张牌}', { n: 2 })).toBe('弃两张牌');
    expect(fill('{who|=你:你自己|#}', { who: '你' })).toBe('你自己');
  });

  test('values go in as they are: painted marks, braces, quotes and ampersands are neither escaped nor read again', () => {
    const card = '<suit-red>闪♥3</suit-red>';
    expect(fill('{card}', { card })).toBe(card);
    expect(fill('{a} {b}', { a: '{b}', b: "Angel's & <Tear>" })).toBe("{b} Angel's & <Tear>");
    expect(fill('{a|=x:y|#!}', { a: '#{}' })).toBe('#{}!');
  });

  test('a placeholder without a value is a TemplateError naming it and the template', () => {
    expect(() => fill('{who} {missing}', { who: 'x' })).toThrow(TemplateError);
    expect(() => fill('{who} {missing}', { who: 'x' })).toThrow('no value for {missing} in template "{who} {missing}"');
    // Only numbers and strings of the config are values.
    expect(() => fill('{characterSkills}', {}, defaultConfig())).toThrow(TemplateError);
    expect(() => fill('{toString}', {}, {})).toThrow(TemplateError);
  });

  test('a malformed template is a TemplateError', () => {
    for (const bad of ['{', 'a}', '{a', '{}', '{ a }', '{a{b}}', '{n|=1:x}', '{n|=1 x|y}'])
      expect(() => fill(bad, { a: 1, b: 2, n: 1 }), bad).toThrow(TemplateError);
  });

  test('placeholders lists each name once', () => {
    expect(placeholders('{a} {b|=1:x|y} {a}')).toEqual(['a', 'b']);
  });
});

/** Every template of an entry's words: its path (`ask.choose`, `judge.0`) and text. */
function templatesOf(w: EntryWords): [string[], string][] {
  const out: [string[], string][] = [];
  const walk = (x: unknown, path: string[]) => {
    if (typeof x === 'string') out.push([path, x]);
    else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, [...path, k]);
  };
  walk(w, []);
  return out;
}

/** What is wrong with one template at `path`: no slot, or a placeholder its slot does not give (else null). */
function templateFault(path: readonly string[], template: string): string | null {
  const slot = slotOf(path);
  if (slot === null) return `${path.join('.')}: no renderer reads this field`;
  const given = new Set<string>(SLOTS[slot].vars);
  if (SLOTS[slot].config) for (const k of Object.keys(defaultConfig())) given.add(k);
  for (const name of placeholders(template))
    if (!given.has(name)) return `${path.join('.')}: {${name}} is not given (slot ${slot})`;
  return null;
}

const ENTRIES: readonly (readonly [
  string,
  { readonly words?: { readonly zh: EntryWords; readonly en: EntryWords } },
])[] = [...CARD_KIND_IDS.map((k) => [k, CARD_KINDS[k]] as const), ...SKILL_IDS.map((s) => [s, SKILLS[s]] as const)];

describe('the entries’ words', () => {
  test('every template of every entry is read by a renderer and gets every placeholder it names', () => {
    const faults: string[] = [];
    let n = 0;
    for (const [id, e] of ENTRIES)
      for (const lang of ['zh', 'en'] as const)
        for (const [path, t] of templatesOf(e.words?.[lang] ?? {})) {
          n++;
          const fault = templateFault(path, t);
          if (fault) faults.push(`${id}.${lang}.${fault}`);
        }
    expect(faults).toEqual([]);
    expect(n).toBeGreaterThan(200);
  });

  test('the check catches a placeholder no renderer gives, and a field no renderer reads', () => {
    expect(templateFault(['discard'], '{who} 弃置 {cards}')).toBe('discard: {cards} is not given (slot discard)');
    expect(templateFault(['judge', '0'], '{benlaijiuyouDraw}')).toMatch(/not given/);
    expect(templateFault(['use'], '摸 {benlaijiuyouDraw} 张')).toBeNull();
    expect(templateFault(['steps', 'give', 'ask', 'choose'], '{n}')).toBeNull();
    expect(templateFault(['askQuestion'], 'x')).toMatch(/no renderer/);
  });

  test('zh and en words have the same fields', () => {
    for (const [id, e] of ENTRIES) {
      if (!e.words) continue;
      const paths = (w: EntryWords) => templatesOf(w).map(([p]) => p.join('.'));
      expect(paths(e.words.en), id).toEqual(paths(e.words.zh));
    }
  });

  test('every card kind and every character has its picture (a Game Icons name)', () => {
    for (const k of CARD_KIND_IDS) expect(CARD_KINDS[k].art.icon, k).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const c of CHARACTER_IDS) expect(CHARACTERS[c].art.icon, c).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('the entries are plain JSON data: words, art and display survive a JSON round trip unchanged', () => {
    for (const [id, e] of [...ENTRIES, ...CHARACTER_IDS.map((c) => [c, CHARACTERS[c]] as const)]) {
      const { words, art, display } = e as { words?: unknown; art?: unknown; display?: unknown };
      expect(JSON.parse(JSON.stringify({ words, art, display })), id).toEqual({ words, art, display });
    }
  });
});

describe('renderers reading the entries', () => {
  test('a reason a card causes is in its words (QQ飞车, 控制 a)', () => {
    expect(notPlayableText('noSelfShui', 'zh')).toBe('QQ飞车：不能对自己使用水');
    expect(notPlayableText('noSelfShui', 'en')).toBe('QQ Speed Kart: no Water on yourself');
    expect(notPlayableText('noBasic', 'zh')).toBe('受控制影响，本回合不能使用基本牌');
    expect(notPlayableText('noBasic', 'en')).toBe('Controlled: no basic cards this turn');
    expect(notPlayableText('fullHp', 'en')).toBe('Your HP is full: no Water on yourself');
  });

  test('a 炒锅 pair decision alone (the table’s mode button) in the words of the card that pairs', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['shan♦2', 'shui♥3'], equip: { weapon: 'chaoguo' } },
        { identity: 'qiangdao' },
        { identity: 'dachen' },
      ],
    });
    const pair = paopaosha.legal(s, 0).find((d) => d.t === 'use' && d.with.length > 0 && d.targets[0] === 1);
    if (pair?.t !== 'use') throw new Error('no pair');
    const v = paopaosha.view(s, 0);
    const cards = [pair.card, ...pair.with].sort((a, b) => a - b);
    expect(cards).toEqual([inHand(s, 0, 'shan'), inHand(s, 0, 'shui')].sort((a, b) => a - b));
    expect(decisionLabel(pair, v, { lang: 'zh' })).toMatch(/^使用 炒锅：(闪♦2\+水♥3|水♥3\+闪♦2) 当杀 → 1号 /);
    expect(decisionLabel(pair, v, { lang: 'en' })).toMatch(/^Use Wok: .+ as a Kill → seat 1 /);
    const played = { t: 'play', card: pair.card, with: pair.with, as: 'sha' } as const;
    expect(decisionLabel(played, v, { lang: 'zh' })).toMatch(/^打出 炒锅：.+ 当杀$/);
    expect(decisionLabel(played, v, { lang: 'en' })).toMatch(/^Play Wok: .+ as a Kill$/);
    expect([cardNameWith('pair', 'zh'), cardNameWith('harvest', 'en')]).toEqual(['炒锅', 'Bullet Harvest']);
  });
});

describe('the check that the words and the table name no content (scripts/check-content-names.ts)', () => {
  const ids = new Map<string, string>([
    ['sha', 'card kind id'],
    ['kandou', 'skill id'],
    ['pidan', 'character id'],
  ]);
  const names = (src: string) => checkSource('x.ts', src, ids).map((f) => f.what);

  test('an id as a string, a piece of one, an object key or a property is named; comments are not read', () => {
    expect(names("const a = 'sha';")).toEqual(['card kind id "sha"']);
    expect(names("const r = 'kandou-top'; const k = 'use:' + x + ':sha';")).toEqual([
      'skill id "kandou"',
      'card kind id "sha"',
    ]);
    expect(names('const w = { pidan: 1 }; m.kandou;')).toEqual(['character id "pidan"', 'skill id "kandou"']);
    expect(names("// sha 'sha'\n/** kandou */ const x = 1;")).toEqual([]);
  });

  test('a request kind named after its card passes only as a request kind', () => {
    expect(names("if (a.kind === 'sha') f(); switch (v.ask.kind) { case 'sha': }")).toEqual([]);
    expect(names("if (d.as === 'sha') f(); switch (d.as) { case 'sha': }")).toEqual([
      'card kind id "sha"',
      'card kind id "sha"',
    ]);
  });

  test('the rules (src) name an id only where STILL_NAMED lists it for that file, and every listed id is named', () => {
    const found = (file: string, src: string) => checkSource(file, src, ids);
    // 八卦阵 is named by its entry and the generated index only: a rules file naming an unlisted id is a finding.
    const attack = found('games/paopaosha/src/effects/attack.ts', "const k = 'fx:kandou'; const a = 'sha';");
    const out = srcFindings(attack).filter((f) => f.file === 'games/paopaosha/src/effects/attack.ts');
    expect(out.map((f) => f.what)).toEqual(['skill id "kandou"']);
    // An id still listed for a file that no longer names it is reported, so the list only shrinks.
    expect(srcFindings([]).some((f) => f.what.includes('no longer names'))).toBe(true);
  });

  test('the words and the table as they are name none', () => {
    const all = new Map<string, string>([...CARD_KIND_IDS, ...CHARACTER_IDS, ...SKILL_IDS].map((i) => [i, 'id']));
    all.delete('qiangdao'); // the identity 强盗 shares 海盗王's skill's id (see the script)
    for (const dir of ['words', 'table']) {
      const root = join(import.meta.dirname, '..', dir);
      for (const f of readdirSync(root).filter((n) => /\.tsx?$/.test(n)))
        expect(checkSource(f, readFileSync(join(root, f), 'utf8'), all), `${dir}/${f}`).toEqual([]);
    }
  });
});
