/**
 * The web client's UI strings (i18next + react-i18next), Chinese by default with an English switch. The language is
 * kept in localStorage (`shaju:lang`). Game words (cards, identities, events, decisions) come from @shaju/words in the
 * same language: see `useLang`.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

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

/** Initialises i18next once (idempotent); `lang` overrides the stored language (tests). */
export function initI18n(lang?: Lang): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { zh: { translation: zh }, en: { translation: en } },
      lng: lang ?? stored(),
      fallbackLng: 'zh',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (lang && i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  return i18next;
}

/** Switches the language and remembers it. */
export function setLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(KEY, lang);
  } catch {
    // private mode: the switch still works for this page
  }
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  void i18next.changeLanguage(lang);
}

/** The current language, re-rendering on a switch. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
