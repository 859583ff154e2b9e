/**
 * The words of the lab's report (`report.html`, `report.md`), in Chinese and English: chart titles, the one-line
 * reading guide under each chart, axis titles and table headings. Data, no logic.
 */
import type { Lang } from '@shaju/runtime';

/** One chart's words: its title and a one-line guide to reading it. */
export interface ChartWords {
  readonly title: string;
  readonly guide: string;
}

/** Every word of the report in one language. */
export interface ReportWords {
  readonly doc: string;
  readonly summary: string;
  readonly command: string;
  readonly games: string;
  readonly seed: string;
  readonly players: string;
  readonly bots: string;
  readonly rules: string;
  readonly mode: string;
  readonly seedRules: string;
  readonly spread: (best: string, worst: string, points: string) => string;
  /** The same between teams counted once a game (boss mode: the two sides). */
  readonly teamSpread: (best: string, worst: string, points: string) => string;
  /**
   * The variant search's winner: its id, the options it sets, its score and the rules as given's (when raced), and its
   * metrics against theirs (`metric a → b` items).
   */
  readonly bestVariant: (id: string, set: string, score: string, base: string | null, metrics: string) => string;
  /** The run's time; `played`: every game of every arm and of the search (absent in an older report.json). */
  readonly timing: (seconds: string, workers: number, perSecond: string, played?: string) => string;
  readonly winRate: string;
  readonly delta: string;
  readonly fair: (k: number) => string;
  readonly expected: string;
  readonly interval: string;
  readonly all: string;
  readonly card: string;
  readonly skill: string;
  readonly figures: string;
  readonly name: string;
  readonly identity: string;
  readonly team: string;
  readonly seat: string;
  readonly character: string;
  readonly aboveExpected: string;
  readonly rates: string;
  readonly charts: {
    readonly identity: ChartWords;
    readonly team: ChartWords;
    readonly seat: ChartWords;
    readonly players: ChartWords;
    readonly character: ChartWords;
    readonly importance: ChartWords;
    readonly skill: ChartWords;
    readonly agency: ChartWords;
    readonly variantScore: ChartWords;
    readonly variantGames: ChartWords;
    readonly variantTable: ChartWords;
  };
  readonly seatName: (seat: string) => string;
  /** A player count: `5人` / `5p`. */
  readonly playersOf: (players: string) => string;
  /** A name with what it is: `炒锅（牌）` / `Wok (card)`. */
  readonly tagged: (name: string, tag: string) => string;
  readonly playerCount: string;
  readonly comparison: string;
  readonly agency: {
    readonly deadBeforeFirstPlay: string;
    readonly realChoiceShare: string;
    readonly roundsPerGame: string;
    readonly decisionsPerGame: string;
    readonly drawRate: string;
  };
  readonly variant: string;
  readonly score: string;
  readonly gamesSpent: string;
  readonly dropped: string;
  /** A variant dropped in racing round `round` (0-based in report.json), shown counting from 1. */
  readonly droppedIn: (round: number) => string;
  readonly kept: string;
  readonly best: string;
  readonly objective: string;
  readonly options: string;
  readonly none: string;
  readonly value: string;
  readonly figure: string;
}

const zh: ReportWords = {
  doc: '平衡实验报告',
  summary: '概要',
  command: '命令',
  games: '局数',
  seed: '种子',
  players: '人数',
  bots: '机器人',
  rules: '规则',
  mode: '模式',
  seedRules: '默认规则',
  spread: (best, worst, points) => `身份胜率差：最高 ${best}，最低 ${worst}，相差 ${points} 个百分点`,
  teamSpread: (best, worst, points) => `阵营胜率差（按局计）：最高 ${best}，最低 ${worst}，相差 ${points} 个百分点`,
  bestVariant: (id, set, score, base, metrics) =>
    `变体搜索的最佳变体 ${id}（${set}）：得分 ${score}${base === null ? '' : `，给定规则 ${base}`}；与给定规则相比 ${metrics}。以上各图为给定规则的结果，最佳变体已写成预设文件`,
  timing: (seconds, workers, perSecond, played) =>
    played === undefined
      ? `用时 ${seconds} 秒，${workers} 个工作线程，每秒 ${perSecond} 局`
      : `用时 ${seconds} 秒，${workers} 个工作线程：共对局 ${played} 局（每个实验的各组都计入），每秒 ${perSecond} 局`,
  winRate: '胜率',
  delta: '胜率变化',
  fair: (k) => `均等 1/${k}`,
  expected: '期望',
  interval: '95% 区间',
  all: '全部',
  card: '牌',
  skill: '技能',
  figures: '数据表',
  name: '名称',
  identity: '身份',
  team: '阵营',
  seat: '座位',
  character: '角色',
  aboveExpected: '高出期望（百分点）',
  rates: '胜率（对比 / 基准）',
  charts: {
    identity: {
      title: '各身份胜率',
      guide: '横条为胜率，细线为 95% 区间，虚线为均等胜率；橙色的身份区间不含虚线，明显偏强或偏弱。',
    },
    team: {
      title: '各阵营胜率',
      guide:
        '按局计：一局里阵营的任一座位获胜即算该阵营胜（每局每阵营计一次，人数多的局不多算）。横条为胜率，细线为 95% 区间，虚线为各阵营均等时的胜率；橙色的阵营明显偏离它。',
    },
    seat: {
      title: '各座位胜率',
      guide:
        '圆点为胜率，横线为 95% 区间，竖刻度为同人数各座位的平均胜率；橙色的座位明显偏离它（先后手优势），右侧数字为相差的百分点。',
    },
    players: {
      title: '各人数下的身份胜率',
      guide: '每条线是一个身份，竖线为 95% 区间；线越平，该身份的强弱越不受人数影响。',
    },
    character: {
      title: '角色胜率（森林图）',
      guide:
        '圆点为胜率，横线为 95% 区间，竖标为按所抽身份算出的期望胜率；按高出期望的幅度排序，橙色为区间不含期望的角色。',
    },
    importance: {
      title: '牌与技能的重要性（限制打法）',
      guide: '不用某张牌或某个技能时胜率的变化；越负越重要，橙色为区间不含 0 的项。',
    },
    skill: {
      title: '技巧深度',
      guide:
        '同一座位、同样的牌局，强机器人比基准机器人多赢的胜率；越大说明技巧越重要，接近 0 则更看运气。表中按人数的分组不足 30 局的不列出（区间太宽，看不出什么）。',
    },
    agency: {
      title: '参与感与节奏',
      guide: '还没轮到自己行动就阵亡的座位越少越好；有真实选择的决策越多，玩家越能左右局面。',
    },
    variantScore: {
      title: '规则变体得分',
      guide: '圆点为目标得分，横线为 95% 区间；绿色为最佳变体，灰色为比赛中途被淘汰的变体。',
    },
    variantGames: { title: '各变体所用局数', guide: '竞速法把更多局数花在有希望的变体上；被淘汰的变体局数少。' },
    variantTable: { title: '变体明细', guide: '每个变体改动的选项、得分、局数和被淘汰的轮次。' },
  },
  seatName: (seat) => `${seat}号位`,
  playersOf: (players) => `${players}人`,
  tagged: (name, tag) => `${name}（${tag}）`,
  playerCount: '人数',
  comparison: '对比',
  agency: {
    deadBeforeFirstPlay: '首个出牌阶段前阵亡',
    realChoiceShare: '有真实选择的决策',
    roundsPerGame: '每局轮数',
    decisionsPerGame: '每局决策数',
    drawRate: '平局率',
  },
  variant: '变体',
  score: '得分',
  gamesSpent: '所用局数',
  dropped: '淘汰轮次',
  droppedIn: (round) => `第 ${round + 1} 轮淘汰`,
  kept: '坚持到最后',
  best: '最佳',
  objective: '目标权重',
  options: '选项',
  none: '（无）',
  value: '数值',
  figure: '指标',
};

const en: ReportWords = {
  doc: 'Balance lab report',
  summary: 'Summary',
  command: 'Command',
  games: 'Games',
  seed: 'Seed',
  players: 'Players',
  bots: 'Bots',
  rules: 'Rules',
  mode: 'Mode',
  seedRules: 'default rules',
  spread: (best, worst, points) => `Identity spread: best ${best}, worst ${worst}, ${points} points apart`,
  teamSpread: (best, worst, points) => `Team spread (per game): best ${best}, worst ${worst}, ${points} points apart`,
  bestVariant: (id, set, score, base, metrics) =>
    `The variant search's best variant ${id} (${set}): score ${score}${base === null ? '' : `, rules as given ${base}`}; against the rules as given, ${metrics}. The charts below show the rules as given; the best variant is written as a preset file`,
  timing: (seconds, workers, perSecond, played) =>
    played === undefined
      ? `${seconds} s on ${workers} workers, ${perSecond} games/s`
      : `${seconds} s on ${workers} workers: ${played} games played in all (every experiment's arms counted), ${perSecond} games/s`,
  winRate: 'Win rate',
  delta: 'Win-rate change',
  fair: (k) => `fair 1/${k}`,
  expected: 'expected',
  interval: '95% interval',
  all: 'all',
  card: 'card',
  skill: 'skill',
  figures: 'Figures',
  name: 'Name',
  identity: 'Identity',
  team: 'Team',
  seat: 'Seat',
  character: 'Character',
  aboveExpected: 'Above expected (points)',
  rates: 'Win rate (bot / baseline)',
  charts: {
    identity: {
      title: 'Win rate per identity',
      guide:
        'Bars are win rates, thin lines 95% intervals, the dashed line the fair rate; orange: the interval misses it (too strong or too weak).',
    },
    team: {
      title: 'Win rate per team',
      guide:
        'Per game: a team wins a game when any of its seats wins (each team counted once a game, so larger games do not weigh more). Bars are win rates, thin lines 95% intervals, the dashed line the rate if every team were equal; orange: clearly off it.',
    },
    seat: {
      title: 'Win rate per seat',
      guide:
        'Dots are win rates, lines 95% intervals, the tick the mean of the seats at the same player count; orange: clearly off it (a turn-order edge), by the points on the right.',
    },
    players: {
      title: 'Identity win rates by player count',
      guide:
        'One line per identity, vertical lines are 95% intervals; a flat line means the identity does not depend on the table size.',
    },
    character: {
      title: 'Character win rates (forest plot)',
      guide:
        'Dots are win rates, lines 95% intervals, ticks the rate expected from the identities dealt; sorted by points above expectation, orange when the interval misses it.',
    },
    importance: {
      title: 'Card and skill importance (restricted play)',
      guide:
        'Win-rate change of a seat that never uses the card or skill: the more negative, the more it matters; orange when the interval excludes 0.',
    },
    skill: {
      title: 'Skill depth',
      guide:
        'How much more a stronger bot wins than the baseline in the same seat and deals: large means skill matters, near 0 means luck. Groups by player count with fewer than 30 games are left out of the table (their intervals are too wide to tell anything).',
    },
    agency: {
      title: 'Agency and pace',
      guide: 'Fewer seats dead before they could act is better; more real choices mean players steer the game.',
    },
    variantScore: {
      title: 'Variant scores',
      guide:
        'Dots are objective scores, lines 95% intervals; green is the best variant, grey the variants dropped during the race.',
    },
    variantGames: {
      title: 'Games spent per variant',
      guide: 'Racing spends its games on the promising variants; dropped ones got few.',
    },
    variantTable: {
      title: 'Variants in detail',
      guide: 'Each variant’s options, score, games and the round it was dropped in.',
    },
  },
  seatName: (seat) => `seat ${seat}`,
  playersOf: (players) => `${players}p`,
  tagged: (name, tag) => `${name} (${tag})`,
  playerCount: 'Players',
  comparison: 'Comparison',
  agency: {
    deadBeforeFirstPlay: 'Dead before first play phase',
    realChoiceShare: 'Decisions with a real choice',
    roundsPerGame: 'Rounds per game',
    decisionsPerGame: 'Decisions per game',
    drawRate: 'Draws',
  },
  variant: 'Variant',
  score: 'Score',
  gamesSpent: 'Games spent',
  dropped: 'Dropped',
  droppedIn: (round) => `dropped in round ${round + 1}`,
  kept: 'to the end',
  best: 'best',
  objective: 'Objective weights',
  options: 'Options',
  none: '(none)',
  value: 'Value',
  figure: 'Figure',
};

/** The report's words in `lang`. */
export function reportWords(lang: Lang): ReportWords {
  return lang === 'en' ? en : zh;
}
