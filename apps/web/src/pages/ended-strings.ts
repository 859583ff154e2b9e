/**
 * UI strings of a room that closed after its game ended (the player may have been away, or left after the end) (namespace `ended`,
 * pages/RoomGone.tsx), Chinese and English with the same keys, registered with i18next when this module loads.
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings of a closed room's last game. */
export const zh = {
  title: '这个房间的上一局已经结束：{{outcome}}。',
  won: '你赢了',
  lost: '你输了',
  draw: '平局',
  winners: '胜者：{{names}}',
  closed: '房间已经关闭，不能再来一局了；回放里可以看到整局。',
  missed: '你的上一局在你离开时已经结束：{{outcome}}。其他人已经开始了新的一局，你在观战。',
};

/** English strings of a closed room's last game (same keys as `zh`). */
export const en: typeof zh = {
  title: 'This room’s last game is over: {{outcome}}.',
  won: 'you won',
  lost: 'you lost',
  draw: 'a draw',
  winners: 'won by {{names}}',
  closed: 'The room has closed, so there is no rematch; the replay shows the whole game.',
  missed: 'Your last game ended while you were away: {{outcome}}. The others have started a new one; you are watching.',
};

/** The i18next namespace of these strings. */
export const ENDED_NS = 'ended';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', ENDED_NS, zh, true, true);
i18n.addResourceBundle('en', ENDED_NS, en, true, true);
