/**
 * The page's `<html lang>` follows the language on every change, whoever makes it (@shaju/ui i18n listens to
 * i18next's `languageChanged`, and marks the page at start-up in the stored language): a reload in English stayed
 * `zh-CN`, as only the switch button set it.
 */
import { initI18n, setLang } from '@shaju/ui/i18n';
import { afterEach, expect, test } from 'vitest';

afterEach(async () => {
  localStorage.removeItem('shaju:lang');
  await initI18n().changeLanguage('zh');
});

test('the html lang follows a change of language that is not the switch button’s, and the switch', async () => {
  document.documentElement.lang = 'zh-CN';
  // As a page starting in another language than the one set up (the tests' setup starts in Chinese).
  const i18n = initI18n('en');
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  setLang('zh');
  expect(document.documentElement.lang).toBe('zh-CN');
  await i18n.changeLanguage('en');
  expect(document.documentElement.lang).toBe('en');
});
