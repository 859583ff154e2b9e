/**
 * The one i18next instance of the web client and the game tables (i18next + react-i18next), Chinese by default with
 * an English switch; the language is kept in localStorage (`shaju:lang`). Every part registers its own strings under
 * its own namespace with `registerStrings` (the shell under i18next's default namespace `translation`, each table under
 * its own), so a table loaded later brings its words with it. Game words (cards, identities, events, decisions) come
 * from each game's words in the same language: see `useLang`.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** A display language. */
export type Lang = 'zh' | 'en';

const KEY = 'shaju:lang';

function stored(): Lang {
  try {
    const v = globalThis.localStorage?.getItem(KEY);
    return v === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** The page's `<html lang>` for `lang` (screen readers and fonts follow it); nothing outside a browser. */
function markPage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
}

/**
 * Initialises i18next once (idempotent; synchronous) in the stored language; `lang` overrides it (tests), also on a
 * later call. Returns the instance. The page's `<html lang>` follows the language from the start and on every switch.
 */
export function initI18n(lang?: Lang): typeof i18next {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', markPage);
    void i18next.use(initReactI18next).init({
      resources: { zh: {}, en: {} },
      lng: lang ?? stored(),
      fallbackLng: 'zh',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    markPage(i18next.language);
  } else if (lang && i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  return i18next;
}

/**
 * Adds the strings `zh` and `en` (same keys; nested objects allowed) under namespace `ns`, initialising i18next first
 * if needed. Adding a namespace again merges and overwrites.
 */
export function registerStrings(ns: string, zh: object, en: object): void {
  const i18n = initI18n();
  i18n.addResourceBundle('zh', ns, zh, true, true);
  i18n.addResourceBundle('en', ns, en, true, true);
}

/** Switches the language and remembers it. */
export function setLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(KEY, lang);
  } catch {
    // private mode: the switch still works for this page
  }
  void i18next.changeLanguage(lang);
}

/** The current language, re-rendering on a switch. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
