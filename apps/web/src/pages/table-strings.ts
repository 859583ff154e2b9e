/**
 * UI strings of the table bar (namespace `tableBar`: auto-pass, 托管 and who is played by a bot), Chinese and
 * English with the same keys, registered with i18next when this module loads.
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings of the table bar. */
export const zh = {
  autoPass: '自动跳过',
  autoPassHelp: '没有任何可以选择的（只能「不出」或只有一种选择）时，立即自动回应',
  autoplay: '托管',
  autoplayOff: '取消托管',
  autoplayHelp: '交给机器人替你出牌，随时可以取消',
  covered: '{{name}} 托管中',
  /** The rules of the running game (a quick start says the newcomer preset it plays). */
  rules: '规则：{{preset}}',
  why: {
    auto: '托管中',
    timeouts: '超时托管',
    gone: '掉线托管',
  } as Record<string, string>,
};

/** English strings of the table bar (same keys as `zh`). */
export const en: typeof zh = {
  autoPass: 'Auto-pass',
  autoPassHelp: 'When you have nothing to choose (only a pass, or one possible answer), answer at once',
  autoplay: 'Auto-play',
  autoplayOff: 'Take back',
  autoplayHelp: 'A bot plays your seat until you take it back',
  covered: '{{name}}: bot playing',
  rules: 'Rules: {{preset}}',
  why: {
    auto: 'auto-play',
    timeouts: 'timed out',
    gone: 'offline',
  },
};

/** The i18next namespace of these strings. */
export const TABLE_NS = 'tableBar';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', TABLE_NS, zh, true, true);
i18n.addResourceBundle('en', TABLE_NS, en, true, true);
