/**
 * UI strings of the chat, emotes and rematch (namespace `social`), Chinese and English with the same keys, registered
 * with i18next when this module loads. The quick phrases and emote names themselves come from @shaju/protocol/chat
 * (one list for every client).
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings. */
export const zh = {
  title: '聊天',
  placeholder: '说点什么…（最多 {{max}} 字）',
  send: '发送',
  phrases: '快捷语',
  emotes: '表情',
  throwAt: '扔给',
  spectator: '观战',
  mute: '屏蔽 {{name}}',
  unmute: '取消屏蔽 {{name}}',
  muted: '已屏蔽：',
  hidden: '（{{n}} 条被屏蔽的消息未显示）',
  empty: '还没有人说话。',
  threw: '向 {{target}} 扔了{{emote}}',
  badText: '消息不能为空，不能只有空白或不可见字符，不能有换行或改变文字方向的字符，最多 {{max}} 字。',
  seat: '{{n}} 号位',
  rematchTitle: '再来一局',
  rematchHint: '同样的座位、机器人和设置，重新洗牌。所有玩家点「再来一局」后自动开始。',
  rematchReady: '再来一局',
  rematchWaiting: '等其他玩家点「再来一局」…',
  rematchCancel: '先不了',
  asked: '{{names}} 想再来一局',
};

/** English strings. */
export const en: typeof zh = {
  title: 'Chat',
  placeholder: 'Say something… (up to {{max}} characters)',
  send: 'Send',
  phrases: 'Quick phrases',
  emotes: 'Emotes',
  throwAt: 'Throw at',
  spectator: 'watching',
  mute: 'Mute {{name}}',
  unmute: 'Unmute {{name}}',
  muted: 'Muted:',
  hidden: '({{n}} lines from muted players hidden)',
  empty: 'Nobody has said anything yet.',
  threw: 'threw {{emote}} at {{target}}',
  badText:
    'A message cannot be empty, only blank or invisible characters, line breaks or direction controls; {{max}} characters at most.',
  seat: 'Seat {{n}}',
  rematchTitle: 'Play again',
  rematchHint: 'Same seats, bots and settings, a new shuffle. It starts once every player has pressed Play again.',
  rematchReady: 'Play again',
  rematchWaiting: 'Waiting for the others to press Play again…',
  rematchCancel: 'Not now',
  asked: '{{names}} would like to play again',
};

/** The i18next namespace of these strings. */
export const SOCIAL_NS = 'social';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', SOCIAL_NS, zh, true, true);
i18n.addResourceBundle('en', SOCIAL_NS, en, true, true);
