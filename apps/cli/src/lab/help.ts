/**
 * The usage text of `shaju lab` in Chinese and English (help.ts shows it for `shaju help lab` and `shaju lab --help`).
 * The costly arms' sizes are experiments.ts `LAB_DEFAULTS`.
 */
import { LAB_DEFAULTS, METRICS, PARTS } from '@shaju/lab';
import type { Lang } from '../types.ts';

/** The lines of `shaju lab --help`; `ids` are the catalogue's game ids (the examples name the first two). */
export function labUsage(lang: Lang, ids: readonly string[]): string[] {
  const d = LAB_DEFAULTS;
  const games = ids.join(', ');
  const [a = '', b = a] = ids;
  if (lang === 'zh')
    return [
      '用法：shaju lab <游戏> [选项]',
      '',
      '设计者实验室：在同样的发牌上比较不同的机器人与规则，写出 report.json、report.md、report.html。',
      `游戏：${games}`,
      '',
      '选项：',
      '  --games N            基础组的局数（默认 1000）；每局 i 用种子 derive(S, i)，各组相同',
      '  --players A..B       人数（逐局轮换，默认游戏全部人数）',
      '  --bots K,...         基础组各座位的机器人（默认 heuristic）',
      '  --preset P           规则预设；--set id=值 叠加其上',
      '  --preset-file F      变体搜索写出的预设文件（预设与选项值；--preset、--set 在其上）',
      '  --lang zh|en         报告与输出的语言（默认中文）',
      '  --mode M             游戏模式（有多个模式的游戏）',
      '  --workers N          工作线程数（默认 CPU 核数；1：在主线程运行）；结果与线程数无关',
      '  --seed S             种子（默认 1）',
      `  --only 部分          只做其中几项：${PARTS.join(',')}（默认全部；fairness 与 agency 出自同一组基础对局，报告总是一并给出）`,
      '  --out DIR            报告目录（默认 lab-out）',
      '  --search FILE        变体搜索（JSON：options 或 variants，objective 为下列指标的权重：',
      `                       ${METRICS.join('、')}）；`,
      '                       逐轮淘汰（每轮对较好的一半加倍局数），最优者写成 DIR/preset.json',
      `  --search-games N     search 被试组的局数（默认 ${d.searchGames}，不超过 --games）`,
      `  --importance-games N 每个受限组的局数（默认 ${d.importanceGames}，不超过 --games）`,
      '  --json               把 report.json 打印到标准输出',
      '',
      `技术含量：被试座位（每局轮换）用 random、heuristic、search（每步 ${d.searchIterations} 次模拟，最多 ${d.searchGames} 局）；`,
      `重要性：被试座位不用某张牌或某个技能（每项最多 ${d.importanceGames} 局），与不受限的同座位比较。`,
      '',
      '例：',
      `  npx shaju lab ${a} --games 20000 --out lab-out`,
      `  npx shaju lab ${a} --search examples/variants.example.json --out lab-search`,
      `  npx shaju lab ${b} --players 5..8 --games 4000 --workers 2`,
    ];
  return [
    'Usage: shaju lab <game> [options]',
    '',
    "The designer's lab: bots and rules compared on the same deals; writes report.json, report.md, report.html.",
    `Games: ${games}`,
    '',
    'Options:',
    '  --games N            games of the base arm (default 1000); game i is seeded derive(S, i) in every arm',
    '  --players A..B       player counts, cycled game by game (default: all the game allows)',
    '  --bots K,...         bots of the base arm’s seats (default heuristic)',
    '  --preset P           a rules preset; --set id=value on top',
    '  --preset-file F      a preset file a variant search wrote (a preset and option values; --preset and --set on top)',
    '  --lang zh|en         language of the reports and the output (default Chinese)',
    '  --mode M             game mode (for a game with several)',
    '  --workers N          worker threads (default: the CPU count; 1 runs in the main thread); same figures for any N',
    '  --seed S             seed (default 1)',
    `  --only parts         only some of: ${PARTS.join(',')} (default all; fairness and agency come from the same base games, and the report always gives both)`,
    '  --out DIR            report directory (default lab-out)',
    '  --search FILE        variant search (JSON: "options" or "variants", and an "objective" weighing',
    `                       ${METRICS.join(', ')});`,
    '                       successive halving (each round doubles the games of the better half); the winner is',
    '                       written as DIR/preset.json',
    `  --search-games N     games of the search subject's arm (default ${d.searchGames}, at most --games)`,
    `  --importance-games N games of each restricted arm (default ${d.importanceGames}, at most --games)`,
    '  --json               print report.json on standard output',
    '',
    `Skill depth: the subject seat (each seat in turn) is random, heuristic or search (${d.searchIterations} playouts a`,
    `decision, at most ${d.searchGames} games); importance: the subject never uses one card kind or skill (at most`,
    `${d.importanceGames} games each), against the same seat unrestricted.`,
    '',
    'Examples:',
    `  npx shaju lab ${a} --games 20000 --out lab-out`,
    `  npx shaju lab ${a} --search examples/variants.example.json --out lab-search`,
    `  npx shaju lab ${b} --players 5..8 --games 4000 --workers 2`,
  ];
}
