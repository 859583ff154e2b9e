/**
 * UI strings of the replay page (namespace `replayPage`), Chinese and English with the same keys, registered with
 * i18next when this module loads (the page loads lazily, so the strings come with it).
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings of the replay page. */
export const zh = {
  title: '回放',
  titleOf: '{{game}} 回放 · {{id}}',
  loading: '正在载入回放…',
  notFound: '找不到这局游戏：它不存在，或者还没有结束。',
  failed: '载入失败：{{why}}',
  retry: '重试',
  invalid: '这份对局记录无法回放：{{why}}',
  unknownGame: '不认识的游戏「{{game}}」',
  version: '记录的版本（{{version}}）与当前游戏版本不同',
  badRecord: '记录格式不对（{{detail}}）',
  badConfig: '记录的设置无效（{{detail}}）',
  broken: '记录在第 {{step}} 步与规则不符，回放只到第 {{total}} 步。（{{message}}）',
  hashBad: '重建的最终局面与服务器记录的不一致（{{got}} ≠ {{want}}），回放可能与实际对局不同。',
  resultDiffers: '重建的结果与服务器记录的结果不同。',
  hashOk: '已核对：最终局面与服务器记录一致。',
  viewAs: '视角',
  spectator: '观众（看不到手牌）',
  seat: '{{name}}（{{n}}号）',
  speed: '速度',
  resume: '播放',
  pause: '暂停',
  step: '第 {{n}} / {{total}} 步',
  seek: '跳到第几步',
  prev: '上一步',
  next: '下一步',
  start: '开头',
  toEnd: '结尾',
  setup: '发牌',
  decided: '{{who}}作出决定',
  decidedFor: '{{by}}替{{who}}作出决定',
  keys: '快捷键：空格 播放/暂停，← → 上一步/下一步，Home/End 开头/结尾',
  result: '游戏结束',
  winners: '获胜：{{names}}',
  draw: '平局',
  details: '详细结果',
  colPlayer: '玩家',
  colIdentity: '身份',
  colState: '状态',
  colScore: '积分',
  colWhy: '胜利条件',
  alive: '存活',
  dead: '死亡',
  home: '首页',
  tableError: '牌桌无法显示这一步。',
};

/** English strings of the replay page (same keys as `zh`). */
export const en: typeof zh = {
  title: 'Replay',
  titleOf: '{{game}} replay · {{id}}',
  loading: 'Loading the replay…',
  notFound: 'No such game: it does not exist, or it has not finished yet.',
  failed: 'Could not load: {{why}}',
  retry: 'Retry',
  invalid: 'This game record cannot be replayed: {{why}}',
  unknownGame: 'unknown game "{{game}}"',
  version: 'the record’s version ({{version}}) is not the game’s current version',
  badRecord: 'malformed record ({{detail}})',
  badConfig: 'invalid settings in the record ({{detail}})',
  broken: 'The record stops fitting the rules at step {{step}}; the replay ends at step {{total}}. ({{message}})',
  hashBad:
    'The rebuilt final position differs from the one the server recorded ({{got}} ≠ {{want}}): this replay may not match the game as played.',
  resultDiffers: 'The rebuilt result differs from the recorded result.',
  hashOk: 'Checked: the final position matches the server’s record.',
  viewAs: 'View as',
  spectator: 'spectator (no hands)',
  seat: '{{name}} (seat {{n}})',
  speed: 'Speed',
  resume: 'Play',
  pause: 'Pause',
  step: 'Step {{n}} / {{total}}',
  seek: 'Go to step',
  prev: 'Previous step',
  next: 'Next step',
  start: 'Start',
  toEnd: 'End',
  setup: 'Deal',
  decided: '{{who}} decided',
  decidedFor: '{{by}} decided for {{who}}',
  keys: 'Keys: Space play/pause, ← → previous/next step, Home/End start/end',
  result: 'Game over',
  winners: 'Won: {{names}}',
  draw: 'Draw',
  details: 'Full result',
  colPlayer: 'Player',
  colIdentity: 'Identity',
  colState: 'State',
  colScore: 'Score',
  colWhy: 'Won by',
  alive: 'alive',
  dead: 'dead',
  home: 'Home',
  tableError: 'The table cannot show this step.',
};

/** The i18next namespace of these strings. */
export const REPLAY_NS = 'replayPage';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', REPLAY_NS, zh, true, true);
i18n.addResourceBundle('en', REPLAY_NS, en, true, true);
