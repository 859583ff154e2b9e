/**
 * The web client's UI strings (locales/zh.ts, locales/en.ts) on the shared i18next instance of @shaju/ui (Chinese by
 * default with an English switch, kept in localStorage). The tables and lazily loaded pages register their own
 * namespaces; game words come from each game's words in the same language (`useLang`).
 */
import { type Lang, registerStrings, initI18n as sharedInit } from '@shaju/ui/i18n';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

export { type Lang, setLang, useLang } from '@shaju/ui/i18n';

/** Initialises i18next with the shell's strings (idempotent); `lang` overrides the stored language (tests). */
export function initI18n(lang?: Lang): ReturnType<typeof sharedInit> {
  const i18n = sharedInit(lang);
  registerStrings('translation', zh, en);
  return i18n;
}
