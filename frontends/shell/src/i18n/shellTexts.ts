import { i18nInstanceOf, type LanguageTexts, loadLanguageTexts } from '@art/ui';
import type { i18n as I18n } from 'i18next';
import { en } from './locales/en.js';

/**
 * The shell's texts by language. English is the fallback and comes with the first render; Nepali
 * and Chinese are fetched when they are the language at start or chosen later, so the first
 * render of / and /login does not carry the two languages it does not show (the script budget).
 */
export const shellTexts: LanguageTexts = {
  en,
  ne: () => import('./locales/ne.js').then((texts) => texts.ne),
  zh: () => import('./locales/zh.js').then((texts) => texts.zh),
};

/**
 * Switches the language once every area's texts in it are in (the shell's and each loaded
 * remote's), so no screen shows a mix of two languages.
 */
export async function switchLanguage(i18n: I18n, language: string): Promise<void> {
  const instance = i18nInstanceOf(i18n);
  await loadLanguageTexts(instance, language);
  await instance.changeLanguage(language);
}
