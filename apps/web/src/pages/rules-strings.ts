/**
 * UI strings of the rules pages (namespace `rulesPage`), Chinese and English with the same keys, registered with
 * i18next when this module loads (the page loads lazily, so the strings come with it).
 */
import { initI18n } from '../i18n.ts';

/** Chinese strings of the rules pages. */
export const zh = {
  title: '规则',
  games: '选择游戏',
  contents: '目录',
  rulings: '裁定一览',
  rulingsIntro:
    '规则中括号里的编号（如 {{example}}）指向下面这些产品裁定。点一下正文里的编号，就能在原处看到该条裁定的全文。',
  ruling: '裁定 {{id}}',
  close: '关闭',
  inList: '在裁定一览中查看',
  anchor: '链接到本节：{{heading}}',
  notFound: '没有这个游戏的规则。',
  top: '回到顶部',
};

/** English strings of the rules pages (same keys as `zh`). */
export const en: typeof zh = {
  title: 'Rules',
  games: 'Choose a game',
  contents: 'Contents',
  rulings: 'All rulings',
  rulingsIntro:
    "Ids in brackets in the rules (such as {{example}}) refer to the product's rulings below. Activate an id in the text to read that ruling right where it is cited.",
  ruling: 'Ruling {{id}}',
  close: 'Close',
  inList: 'See it in the list of rulings',
  anchor: 'Link to this section: {{heading}}',
  notFound: 'There are no rules for this game.',
  top: 'Back to the top',
};

/** The i18next namespace of these strings. */
export const RULES_NS = 'rulesPage';

// initI18n is idempotent: in the app i18n is already up; it only matters when this module loads first (tests).
const i18n = initI18n();
i18n.addResourceBundle('zh', RULES_NS, zh, true, true);
i18n.addResourceBundle('en', RULES_NS, en, true, true);
