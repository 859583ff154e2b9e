/**
 * The words of the report's sensitivity parts (`--sensitivity`), in Chinese and English: the "What to change" list at
 * the top, the tornado charts per metric, the table of every option, the seat chart folded by player count, and the
 * names of the headline metrics. Data, no logic.
 */
import type { Lang } from '@shaju/runtime';
import type { ChartWords } from './report-words.ts';

/** The sensitivity's words in one language. */
export interface SensitivityWords {
  readonly change: ChartWords;
  /** The objective: its terms in words (`spread ×1`), the value under the rules as given. */
  readonly objectiveLine: (terms: string, base: string) => string;
  /** One recommendation: the option, its change, its effect on the objective and interval. */
  readonly item: (option: string, change: string, effect: string, interval: string) => string;
  /** An option's name with what it does (its catalogue help's first sentence), in a recommendation. */
  readonly optionAbout: (option: string, about: string) => string;
  /** What else an item moves (`also: …`). */
  readonly also: (list: string) => string;
  readonly together: (effect: string, interval: string, others: string) => string;
  /** No step improves the objective beyond its interval. */
  readonly noneFound: (games: string) => string;
  /** Fewer than three found. */
  readonly fewFound: (k: number) => string;
  readonly searchLine: (file: string) => string;
  readonly playLine: string;
  /** The design and its cost: kind, runs, games per run, games in all, blocks. */
  readonly cost: (design: string, runs: number, perRun: string, all: string, blocks: number) => string;
  readonly oat: string;
  /** The confirmation of a screening: how many steps, games each. */
  readonly confirmedLine: (k: number, games: string) => string;
  readonly confirmedTable: ChartWords;
  /** A screening design of order `order` (its runs: twice that), with `alone` options measured one at a time. */
  readonly screening: (order: number, screened: number, alone: number) => string;
  readonly tornado: (metric: string) => ChartWords;
  readonly table: ChartWords;
  readonly option: string;
  readonly step: string;
  readonly measured: string;
  readonly howOat: string;
  readonly howScreening: string;
  readonly refused: (why: string) => string;
  readonly sides: { readonly down: string; readonly up: string; readonly toggle: string; readonly choice: string };
  readonly on: string;
  readonly off: string;
  readonly points: string;
  readonly metric: {
    readonly spread: string;
    readonly spreadByPlayers: string;
    readonly identity: (name: string) => string;
    readonly team: (name: string) => string;
  };
  readonly seatFold: (players: string, best: string, worst: string, points: string) => string;
  readonly seatFoldGuide: string;
}

const zh: SensitivityWords = {
  change: {
    title: '该改什么',
    guide:
      '按所选目标，单独改动一步后预计改善最多的几项（区间整体落在改善一侧才列出），并给出同时改动时的预计效果。这些是预测：用下面的命令让变体搜索在新的对局上比较它们及其组合，再把胜出者写成预设。',
  },
  objectiveLine: (terms, base) => `目标：${terms}（越低越好）；给定规则下为 ${base}。`,
  item: (option, change, effect, interval) => `${option}：${change}，目标 ${effect} ${interval}`,
  optionAbout: (option, about) => `${option}〔${about}〕`,
  also: (list) => `；同时 ${list}`,
  together: (effect, interval, others) =>
    `以上全部同时改动（把各项对每个数字的效果相加再算目标；几项改的是同一件事时会改过头，比如同一身份的胜率被压得太低、目标反而变差，所以组合要交给变体搜索检验）：目标 ${effect} ${interval}${others}`,
  noneFound: (games) =>
    `没有哪一步能在区间内明确改善这个目标（每组 ${games} 局）：用 --sensitivity-games 加大局数，或换一个目标。`,
  fewFound: (k) => `只有 ${k} 项改动能明确改善这个目标。`,
  searchLine: (file) => `变体文件 ${file} 已写好，运行变体搜索：`,
  playLine: '然后用胜出的预设对局：',
  cost: (design, runs, perRun, all, blocks) =>
    `设计：${design}；${runs} 组，每组 ${perRun} 局（同一批牌局），共 ${all} 局；95% 区间由 ${blocks} 段对局的刀切法（jackknife）得出。`,
  oat: '逐项（每一步单独一组，与给定规则比较）',
  confirmedLine: (k, games) =>
    `筛选中最好的 ${k} 项改动又各自单独复核了一遍（每项 ${games} 局，与基础组同一批牌局）：上面的效果与区间都来自复核，而不是筛选的线性模型。`,
  confirmedTable: {
    title: '复核（逐项）',
    guide: '筛选中对目标最好的几项改动，各自单独在基础组的同一批牌局上重新对局；推荐以此为准。',
  },
  screening: (order, screened, alone) =>
    `筛选设计：${screened} 个选项放入 ${order * 2} 组的两水平折叠 Plackett–Burman 设计（线性模型：向下一步的效果视为向上一步的相反数）${alone > 0 ? `，另有 ${alone} 个选项逐项测量` : ''}`,
  tornado: (metric) => ({
    title: `各选项对「${metric}」的影响`,
    guide:
      '每个选项从给定规则改动一步后该指标的变化（龙卷风图：影响最大的在上）；两种颜色分别为向下、向上一步（开关为切换），细线为 95% 区间。',
  }),
  table: {
    title: '每个选项的影响（全表）',
    guide: '每个选项的每一步对每个指标的预计变化与 95% 区间，按对目标的效果排序；胜率与胜率差以百分点计。',
  },
  option: '选项',
  step: '改动',
  measured: '测量方式',
  howOat: '逐项',
  howScreening: '筛选',
  refused: (why) => `游戏不接受：${why}`,
  sides: { down: '向下一步', up: '向上一步', toggle: '切换', choice: '另一个选择' },
  on: '开',
  off: '关',
  points: '百分点',
  metric: {
    spread: '身份胜率差',
    spreadByPlayers: '各人数内的身份胜率差',
    identity: (name) => `${name} 胜率`,
    team: (name) => `${name}（阵营）胜率`,
  },
  seatFold: (players, best, worst, points) => `${players}：最高 ${best}，最低 ${worst}，相差 ${points} 个百分点`,
  seatFoldGuide: '每个人数一行，点开可看该人数下各座位的胜率图。',
};

const en: SensitivityWords = {
  change: {
    title: 'What to change',
    guide:
      'For the chosen objective, the single steps predicted to improve it most (listed only when the whole interval is on the better side), and what they predict together. These are predictions: the command below races them and their combinations on fresh games in the variant search, and writes the winner as a preset.',
  },
  objectiveLine: (terms, base) => `Objective: ${terms} (lower is better); ${base} under the rules as given.`,
  item: (option, change, effect, interval) => `${option}: ${change}, objective ${effect} ${interval}`,
  optionAbout: (option, about) => `${option} [${about}]`,
  also: (list) => `; also ${list}`,
  together: (effect, interval, others) =>
    `All of the above at once (each figure's effects added, then the objective; steps that act on the same thing overshoot — one identity's win rate pushed too low can make the objective worse —, which is why the variant search tries the combinations): objective ${effect} ${interval}${others}`,
  noneFound: (games) =>
    `No single step improves this objective beyond its interval (${games} games a run): raise --sensitivity-games, or choose another objective.`,
  fewFound: (k) => `Only ${k} change(s) improve this objective measurably.`,
  searchLine: (file) => `The variant file ${file} is written; run the variant search:`,
  playLine: 'then play the winning preset:',
  cost: (design, runs, perRun, all, blocks) =>
    `Design: ${design}; ${runs} runs of ${perRun} games each (the same deals), ${all} games in all; 95% intervals by the jackknife over ${blocks} blocks of games.`,
  oat: 'one at a time (a run per step, against the rules as given)',
  confirmedLine: (k, games) =>
    `The screening's best ${k} change(s) were each played again on their own (${games} games each, the base arm's deals): the effects and intervals above are the confirmation's, not the screening's linear model.`,
  confirmedTable: {
    title: 'Confirmation (one at a time)',
    guide:
      'The screening’s best changes for the objective, each played again on its own on the base arm’s deals; the recommendations are read from these.',
  },
  screening: (order, screened, alone) =>
    `screening: ${screened} options in a two-level Plackett–Burman design of ${order * 2} runs, folded over (a linear model: a step down is read as the opposite of a step up)${alone > 0 ? `, and ${alone} option(s) one at a time` : ''}`,
  tornado: (metric) => ({
    title: `How each option moves: ${metric}`,
    guide:
      'The change of this metric when one option moves one step from the rules as given (a tornado chart: the largest on top); the two colours are a step down and a step up (a switch flips), thin lines 95% intervals.',
  }),
  table: {
    title: 'Every option’s effect (full table)',
    guide:
      'Each step of each option: its predicted change of every metric with the 95% interval, ordered by its effect on the objective; win rates and spreads in percentage points.',
  },
  option: 'Option',
  step: 'Change',
  measured: 'Measured',
  howOat: 'one at a time',
  howScreening: 'screening',
  refused: (why) => `refused by the game: ${why}`,
  sides: { down: 'a step down', up: 'a step up', toggle: 'switched', choice: 'another choice' },
  on: 'on',
  off: 'off',
  points: 'points',
  metric: {
    spread: 'Identity spread',
    spreadByPlayers: 'Spread within each player count',
    identity: (name) => `Win rate: ${name}`,
    team: (name) => `Win rate: ${name} (team)`,
  },
  seatFold: (players, best, worst, points) => `${players}: best ${best}, worst ${worst}, ${points} points apart`,
  seatFoldGuide: 'One line per player count; open one for its seats’ chart.',
};

/** The sensitivity's words in `lang`. */
export function sensitivityWords(lang: Lang): SensitivityWords {
  return lang === 'en' ? en : zh;
}
