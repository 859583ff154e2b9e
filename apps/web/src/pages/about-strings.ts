/**
 * UI strings of the About page (namespace `about`), Chinese and English with the same keys, registered with i18next
 * when this module loads (the page loads lazily, so the strings come with it).
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings of the About page. */
export const zh = {
  title: '关于与致谢',
  intro:
    '杀局是一个开源的桌游平台。画面中的图标与音效来自以下作品，按其许可证使用，一切素材随程序打包，运行时不从网络获取。',
  art: '图标与图片',
  sound: '音效',
  code: '程序库',
  licence: '许可证：{{licence}}',
  gameIcons:
    '卡牌与角色图标来自 Game Icons（作者 Lorc、Delapouite 及其他贡献者），通过 Iconify 的 @iconify-json/game-icons 包在构建时选取。',
  twemoji:
    '聊天表情（鲜花、鸡蛋、番茄、干杯、点赞）的图片来自 Twemoji（Twitter, Inc. 及其他贡献者），通过 Iconify 的 @iconify-json/twemoji 包在构建时选取。',
  zzfx: '音效由 ZzFX（作者 Frank Force）即时合成，没有音频文件。',
  libraries: '界面使用 React、i18next、wouter、marked；服务器使用 Colyseus；浏览器测试用 axe-core 检查无障碍。',
  soundHelp: '音效在你第一次点击或按键后才会响起；页面右上角可静音或调节音量，设置保存在本浏览器。',
};

/** English strings of the About page (same keys as `zh`). */
export const en: typeof zh = {
  title: 'About and credits',
  intro:
    'Shaju is an open board-game table. The icons and sounds come from the works below, used under their licences; everything ships with the app and nothing is fetched while you play.',
  art: 'Icons and pictures',
  sound: 'Sound',
  code: 'Libraries',
  licence: 'Licence: {{licence}}',
  gameIcons:
    'Card and character icons from Game Icons (by Lorc, Delapouite and contributors), picked at build time from the Iconify package @iconify-json/game-icons.',
  twemoji:
    'The chat’s emotes (flower, egg, tomato, cheers, thumbs up) are Twemoji pictures (by Twitter, Inc. and contributors), picked at build time from the Iconify package @iconify-json/twemoji.',
  zzfx: 'Sound effects synthesised on the fly by ZzFX (by Frank Force): no audio files.',
  libraries:
    'The interface uses React, i18next, wouter and marked; the server uses Colyseus; the browser tests check accessibility with axe-core.',
  soundHelp:
    'Sounds play only after your first click or key press; mute or set the volume at the top right of the page (kept in this browser).',
};

/** The i18next namespace of these strings. */
export const ABOUT_NS = 'about';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', ABOUT_NS, zh, true, true);
i18n.addResourceBundle('en', ABOUT_NS, en, true, true);
