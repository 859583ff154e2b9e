/**
 * UI strings of the profile and leaderboard pages (namespace `profile`), Chinese and English with the same keys,
 * registered with i18next when this module loads (the pages load lazily, so the strings come with them).
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings of the profile and leaderboard pages. */
export const zh = {
  title: '我的主页',
  loading: '正在读取战绩…',
  failed: '读取战绩失败：{{why}}',
  ratings: '等级分',
  ratingHelp:
    '等级分由 OpenSkill 计算：显示值为 μ − 3σ，是保守估计。新玩家从 0 起算，前几局输了会降到 0 以下；对局越多，不确定度 σ 越小，分数随之上升并趋于稳定。人机对局也计分，机器人的分数固定。',
  game: '游戏',
  ordinal: '等级分',
  mu: 'μ',
  sigma: 'σ',
  games: '局数',
  wins: '胜',
  draws: '平',
  winRate: '胜率',
  allIdentities: '全部身份',
  drawsUnknown: '服务器未按身份记录平局',
  ratingChange: '{{d}}，变为 {{after}}',
  tagOf: '你的编号 #{{tag}}（排行榜上以此区分同名玩家）',
  stats: '按身份统计',
  identity: '身份',
  history: '对局记录',
  noGames: '还没有打完的对局。打完一局后，它会出现在这里。',
  date: '时间',
  seat: '座位',
  seatN: '{{n}}号',
  result: '结果',
  won: '胜',
  lost: '负',
  draw: '平',
  rules: '规则',
  defaultRules: '默认规则',
  rating: '等级分变化',
  replay: '回放',
  transfer: '换设备',
  transferHelp:
    '你的战绩与本浏览器中的玩家凭证绑定，没有密码。把下面的转移码复制到另一台设备的本页“导入”处，即可在那里继续使用同一身份。请勿把转移码给别人。',
  exportCode: '转移码',
  show: '显示转移码',
  copy: '复制',
  copied: '已复制',
  importLabel: '导入转移码',
  import: '导入',
  imported: '已导入。本浏览器之后的对局记在这个身份下。',
  importFormat: '这不是杀局的转移码。',
  importToken: '转移码中的凭证无效。',
  leaderboard: '排行榜',
  rank: '名次',
  player: '玩家',
  you: '你',
  tagHelp: '同名玩家以编号区分',
  noRatings: '这个游戏还没有等级分。',
};

/** English strings of the profile and leaderboard pages (same keys as `zh`). */
export const en: typeof zh = {
  title: 'My profile',
  loading: 'Loading your record…',
  failed: 'Could not load your record: {{why}}',
  ratings: 'Ratings',
  ratingHelp:
    'Ratings are computed with OpenSkill: the figure shown is μ − 3σ, a cautious estimate. A new player starts at 0 and may go below it after early losses; the more you play, the smaller the uncertainty σ, so the figure rises and settles. Games with bots count; bots have fixed ratings.',
  game: 'Game',
  ordinal: 'Rating',
  mu: 'μ',
  sigma: 'σ',
  games: 'Games',
  wins: 'Won',
  draws: 'Drawn',
  winRate: 'Win rate',
  allIdentities: 'all identities',
  drawsUnknown: 'the server did not count draws per identity',
  ratingChange: '{{d}}, now {{after}}',
  tagOf: 'your tag #{{tag}} (it tells you apart from players of the same name on the leaderboards)',
  stats: 'By identity',
  identity: 'Identity',
  history: 'Match history',
  noGames: 'No finished games yet. Once you finish one, it shows here.',
  date: 'Date',
  seat: 'Seat',
  seatN: 'seat {{n}}',
  result: 'Result',
  won: 'won',
  lost: 'lost',
  draw: 'draw',
  rules: 'Rules',
  defaultRules: 'default rules',
  rating: 'Rating change',
  replay: 'Replay',
  transfer: 'Move to another device',
  transferHelp:
    'Your record belongs to the player token kept in this browser; there is no password. Copy the transfer code below into "Import" on this page on another device to play there as the same player. Do not give the code to anyone else.',
  exportCode: 'Transfer code',
  show: 'Show the transfer code',
  copy: 'Copy',
  copied: 'Copied',
  importLabel: 'Import a transfer code',
  import: 'Import',
  imported: 'Imported. Games in this browser now count for this player.',
  importFormat: 'This is not a Shaju transfer code.',
  importToken: 'The token in this code is not valid.',
  leaderboard: 'Leaderboard',
  rank: 'Rank',
  player: 'Player',
  you: 'you',
  tagHelp: 'the tag tells players of the same name apart',
  noRatings: 'No ratings for this game yet.',
};

/** The i18next namespace of these strings. */
export const PROFILE_NS = 'profile';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', PROFILE_NS, zh, true, true);
i18n.addResourceBundle('en', PROFILE_NS, en, true, true);
