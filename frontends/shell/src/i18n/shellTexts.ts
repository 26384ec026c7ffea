import type { Language } from '@art/ui';
import type { i18n as I18n } from 'i18next';
import { en, type ShellStrings } from './locales/en.js';

/**
 * The shell's texts by language. English is the fallback and comes with the first render; Nepali
 * and Chinese are fetched when they are the language at start or chosen later, so the first
 * render of / and /login does not carry the two languages it does not show (the 200 KB budget).
 */
const LOADERS: Record<Language, () => Promise<ShellStrings>> = {
  en: async () => en,
  ne: () => import('./locales/ne.js').then((texts) => texts.ne),
  zh: () => import('./locales/zh.js').then((texts) => texts.zh),
};

/** Adds the shell's texts in `language` to i18next unless it has them already. */
export async function loadShellTexts(i18n: I18n, language: string | undefined): Promise<void> {
  const load = LOADERS[language as Language];
  if (!load || i18n.hasResourceBundle(language as string, 'shell')) return;
  i18n.addResourceBundle(language as string, 'shell', await load());
}

/** Switches the language once its texts are in, so no screen shows a mix of two languages. */
export async function switchLanguage(i18n: I18n, language: string): Promise<void> {
  await loadShellTexts(i18n, language);
  await i18n.changeLanguage(language);
}
