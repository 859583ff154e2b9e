/**
 * The usage texts of `shaju`, generated from the catalogue: the games, their player counts, bot kinds, their own
 * options and the examples come from each game's manifest and kit (`help`), the rest from i18n.ts.
 */

import { contentUsage } from './content.ts';
import { type HelpFacts, msg } from './i18n.ts';
import { labUsage } from './lab/help.ts';
import { labRedisHelp } from './lab/worker-cli.ts';
import { optionWords } from './options-i18n.ts';
import { botKinds, GAME_LIST } from './registry.ts';
import type { GameEntry, Lang } from './types.ts';

type Topic = 'play' | 'simulate' | 'connect' | null;

/** The games' own option lines for `topic`, each flag once (first game first), aligned after `width` columns. */
function optionLines(topic: Exclude<Topic, null>, lang: Lang): string[] {
  const width = topic === 'connect' ? 24 : 19;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of GAME_LIST) {
    for (const o of e.help[topic]) {
      if (seen.has(o.flag)) continue;
      seen.add(o.flag);
      const [first = '', ...rest] = o.text[lang].split('\n');
      const head = o.flag.length < width - 1 ? o.flag.padEnd(width) : `${o.flag}  `;
      out.push(`  ${head}${first}`);
      for (const r of rest) out.push(`${' '.repeat(width + 2)}${r}`);
    }
  }
  return out;
}

/** The main usage's examples: every game's play examples, then its simulate examples, then a replay. */
function examples(lang: Lang): string[] {
  const en = lang === 'en' ? ' --lang en' : '';
  const first = (GAME_LIST[0] as GameEntry).id;
  return [
    ...GAME_LIST.flatMap((e) => e.help.playExamples.map((a) => `  npx shaju play ${e.id} ${a}${en}`)),
    ...GAME_LIST.flatMap((e) => e.help.simulateExamples.map((a) => `  npx shaju simulate ${e.id} ${a}`)),
    `  npx shaju replay saves/${first}-123-20250101T120000.000Z.json --seat 0`,
  ];
}

/** "a (default) or b, c" in `lang`. */
function withDefault(items: readonly string[], lang: Lang): string {
  const [d = '', ...rest] = items;
  if (rest.length === 0) return d;
  return lang === 'zh' ? `${d}（默认）或 ${rest.join('、')}` : `${d} (default) or ${rest.join(', ')}`;
}

/** What the usage text of `topic` says of the games, in `lang`. */
export function helpFacts(topic: Topic, lang: Lang): HelpFacts {
  const zh = lang === 'zh';
  const range = (e: GameEntry, sep: string) => `${e.manifest.players.min}${sep}${e.manifest.players.max}`;
  const kinds = [...new Set(GAME_LIST.flatMap(botKinds))];
  const setExample = GAME_LIST.find((e) => e.help.setExample)?.help.setExample;
  return {
    games: GAME_LIST.map((e) =>
      zh
        ? `${e.id}（${e.manifest.title.zh}，${range(e, '–')} 人）`
        : `${e.id} (${e.manifest.title.zh}, ${range(e, '–')} players)`,
    ).join(zh ? '；' : '; '),
    examples: examples(lang),
    counts: GAME_LIST.map((e) => `${e.manifest.title.zh}${zh ? ' ' : ': '}${range(e, '–')}`).join(zh ? '，' : ', '),
    ranges: zh
      ? GAME_LIST.map((e) => `${e.manifest.title.zh} ${range(e, '..')}`).join('，')
      : GAME_LIST.map((e) => range(e, '..')).join(' or '),
    bots: withDefault(kinds, lang),
    botKinds: kinds.join('|'),
    defaultBot: kinds[0] ?? '',
    options: topic === null ? [] : optionLines(topic, lang),
    setExample: topic === 'play' || topic === 'simulate' ? (setExample?.[topic] ?? '') : '',
    first: (GAME_LIST[0] as GameEntry).id,
    createIds: withDefault(
      GAME_LIST.map((e) => e.id),
      lang,
    ),
  };
}

/** The usage text of a command (`null`: the main usage), in `lang`. */
export function usage(topic: string | null, lang: Lang): string[] {
  const u = msg(lang).usage;
  switch (topic) {
    case 'play':
      return u.play(helpFacts('play', lang));
    case 'simulate':
      return u.simulate(helpFacts('simulate', lang));
    case 'lab':
      return withRedisHelp(
        labUsage(
          lang,
          GAME_LIST.map((e) => e.id),
        ),
        lang,
      );
    case 'replay':
      return u.replay;
    case 'connect':
      return u.connect(helpFacts('connect', lang));
    case 'options':
      return optionWords(lang).usage;
    case 'content':
      return contentUsage(lang);
    case 'help':
      return u.help;
    default:
      return u.main(helpFacts(null, lang));
  }
}

/** `shaju lab`'s usage with the `--redis` flags (worker-cli.ts) among the other flags, after `--json`. */
function withRedisHelp(lines: readonly string[], lang: Lang): string[] {
  const out = [...lines];
  const at = out.findIndex((l) => l.trimStart().startsWith('--json'));
  out.splice(at < 0 ? out.length : at + 1, 0, ...labRedisHelp(lang));
  return out;
}
