/**
 * The command line's words about rule options and presets (`shaju options`, `--preset`, `--set`, the side-by-side
 * comparison of `simulate --preset`), in Chinese and English. The options' own words come from each game's catalogue.
 */
import type { Lang } from './types.ts';

const zh = {
  usage: [
    '用法：shaju options <游戏> [--json]',
    '',
    '按分组列出游戏的每个规则选项：编号、名称、类型、默认值、范围或可选值、出处（规则书原文或裁定编号）与说明，',
    '然后列出预设（--preset 名称）及其说明。--json 输出同样的内容（选项目录）为数据。',
    '在 play、simulate、connect 中用 --preset 名称 选择预设，用 --set 选项=值 修改选项（可重复）。',
  ],
  title: (game: string) => `${game} —— 规则选项`,
  presets: '预设（--preset 名称）：',
  defaultPreset: '（默认）',
  groupEmpty: '（无）',
  type: { int: '整数', bool: '开关', enum: '选项' },
  on: '开',
  off: '关',
  range: (lo: number, hi: number) => `${lo}–${hi}`,
  def: '默认',
  source: '出处',
  values: (n: number) => (n === 0 ? '不改任何选项' : `改动 ${n} 个选项`),
  usageHint: (id: string) =>
    `用法：npx shaju play ${id} --preset 名称 --set 选项=值（可重复）；npx shaju options ${id} --json 输出数据`,
  badSet: (v: string) => `--set 需要「选项=值」，例如 --set deathTotal=60，得到「${v}」`,
  setOwnFlag: (k: string, f: string) => `字段 ${k} 有自己的选项，请用 ${f}`,
  setTwice: (k: string, a: string, b: string) => `选项 ${k} 被设置了两次（--set ${a} 和 --set ${b}）：只写一次`,
  reserved: (k: string) => `「${k}」是保留名称，不是任何选项（npx shaju options 列出所有选项）`,
  inert: (option: string, need: string, is: string) =>
    `注意：${option} 在 ${need} 时才起作用（现在是 ${is}），此设置无效`,
  compareTitle: (p: string, base: string, file: boolean) =>
    `预设对比（同样的对局与种子）：${p}${file ? '（预设文件）' : ''} 与 ${base}（默认规则）`,
  legendHead: (title: string, file: string | undefined, preset: string, n: number) =>
    `${title}：${file === undefined ? '' : `文件 ${file}，`}预设 ${preset}${n > 0 ? `，改动 ${n} 个选项：` : ''}`,
  figure: '指标',
  difference: '差',
  rules: (preset: string, changes: string) => `规则：预设 ${preset}${changes ? `；改动：${changes}` : ''}`,
};

const en: typeof zh = {
  usage: [
    'Usage: shaju options <game> [--json]',
    '',
    "Lists every rule option of a game by group: id, name, type, default, bounds or choices, source (the rulebook's",
    'line or the ruling id) and help, then the presets (--preset NAME) with their descriptions. --json gives the same',
    '(the option catalogue) as data. In play, simulate and connect, --preset NAME picks a preset and --set id=value',
    'changes an option (repeatable).',
  ],
  title: (game: string) => `${game} — rule options`,
  presets: 'Presets (--preset NAME):',
  defaultPreset: ' (default)',
  groupEmpty: '(none)',
  type: { int: 'integer', bool: 'on/off', enum: 'choice' },
  on: 'on',
  off: 'off',
  range: (lo: number, hi: number) => `${lo}–${hi}`,
  def: 'default',
  source: 'source',
  values: (n: number) => (n === 0 ? 'changes no option' : `changes ${n} option${n === 1 ? '' : 's'}`),
  usageHint: (id: string) =>
    `Use: npx shaju play ${id} --preset NAME --set OPTION=VALUE (repeatable); npx shaju options ${id} --json for data`,
  badSet: (v: string) => `--set needs option=value, e.g. --set deathTotal=60, got "${v}"`,
  setOwnFlag: (k: string, f: string) => `the field ${k} has an option of its own: use ${f}`,
  setTwice: (k: string, a: string, b: string) => `option ${k} is set twice (--set ${a} and --set ${b}): set it once`,
  reserved: (k: string) => `"${k}" is a reserved name, never an option (npx shaju options lists them)`,
  inert: (option: string, need: string, is: string) =>
    `warning: ${option} has no effect unless ${need} (it is ${is}): that setting changes nothing`,
  compareTitle: (p: string, base: string, file: boolean) =>
    `Presets side by side (the same games and seeds): ${p}${file ? ' (preset file)' : ''} and ${base} (default rules)`,
  legendHead: (title: string, file: string | undefined, preset: string, n: number) =>
    `${title}: ${file === undefined ? '' : `file ${file}, `}preset ${preset}${n > 0 ? `, ${n} option${n === 1 ? '' : 's'} changed:` : ''}`,
  figure: 'figure',
  difference: 'difference',
  rules: (preset: string, changes: string) => `Rules: preset ${preset}${changes ? `; changed: ${changes}` : ''}`,
};

/** The option words in `lang`. */
export function optionWords(lang: Lang): typeof zh {
  return lang === 'zh' ? zh : en;
}
