/**
 * UI strings of the shared table parts (namespace `ui`: the countdown, the game log and the sound control), Chinese and English with the
 * same keys, registered with i18next when this module loads.
 */
import { registerStrings } from './i18n.ts';

/** Chinese strings of the shared parts. */
export const zh = {
  timeLeft: '剩余 {{s}} 秒',
  log: '对局记录',
  /** The log's filter: every line, the viewer's own, or one seat's. */
  logShow: '显示',
  logAll: '全部',
  logMine: '我的',
  /** A folded run of one action (its first line shown): how many lines, to open it; to close it again. */
  logRun: '×{{n}} 展开',
  logRunLines: '（第 {{from}}–{{to}} 条）',
  logRunClose: '收起 {{n}} 条',
  notes: {
    autoPassed: '（无可选择，已自动应答）',
    /** After the game's line that asked this player (e.g. a 杀 at them, a trick's 无懈可击 window): once, or n times. */
    autoPassedOn: '（你无可选择，已自动应答）',
    autoPassedOnMany: '（你无可选择，已自动应答 {{n}} 次）',
    /** The same, naming what was answered (the game's name of the request: 无懈可击, 闪…). */
    autoPassedAbout: '（{{what}}：你无可选择，已自动应答）',
    autoPassedAboutMany: '（{{what}}：你无可选择，已自动应答 {{n}} 次）',
    /** A step that was a timed-out seat's answer (@shaju/protocol StepTimeout), by answer. */
    timedOut: {
      decline: '（{{who}} 超时：视为放弃）',
      first: '（{{who}} 超时：选了第一项）',
      leastUseful: '（{{who}} 超时：自动弃置了估值最低的牌）',
    },
  } as Record<string, string | Record<string, string>>,
  close: '关闭',
  soundMute: '静音',
  soundVolume: '音量',
  about: '关于',
  /** Why a bot plays a person's seat (TableProps.cover), shown on the seat. */
  cover: { auto: '托管', timeouts: '托管（超时）', gone: '托管（离线）' } as Record<string, string>,
};

/** English strings of the shared parts (same keys as `zh`). */
export const en: typeof zh = {
  timeLeft: '{{s}} s left',
  log: 'Game log',
  logShow: 'Show',
  logAll: 'All',
  logMine: 'Mine',
  logRun: '×{{n}} show',
  logRunLines: ' (lines {{from}}–{{to}})',
  logRunClose: 'fold {{n}}',
  notes: {
    autoPassed: '(nothing to choose: answered automatically)',
    autoPassedOn: '(nothing for you to choose: answered automatically)',
    autoPassedOnMany: '(nothing for you to choose: answered automatically, {{n}} times)',
    autoPassedAbout: '({{what}}: nothing for you to choose, answered automatically)',
    autoPassedAboutMany: '({{what}}: nothing for you to choose, answered automatically {{n}} times)',
    timedOut: {
      decline: '({{who}} timed out: passed)',
      first: '({{who}} timed out: the first option taken)',
      leastUseful: '({{who}} timed out: the least useful cards discarded)',
    },
  },
  close: 'Close',
  soundMute: 'Mute sound',
  soundVolume: 'Sound volume',
  about: 'About',
  cover: { auto: 'Auto-play', timeouts: 'Auto-play (timeouts)', gone: 'Auto-play (offline)' },
};

/** The i18next namespace of these strings. */
export const UI_NS = 'ui';

registerStrings(UI_NS, zh, en);
