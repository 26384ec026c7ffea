import { addLanguageTexts, useLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { trustEn } from './locales/trust.en.js';

// Runs when a remote first loads a trust dialog: the words live here once, not in each remote.
addLanguageTexts(i18next, 'trust', {
  en: trustEn,
  ne: () => import('./locales/trust.ne.js').then((texts) => texts.trustNe),
  zh: () => import('./locales/trust.zh.js').then((texts) => texts.trustZh),
});

/** The report and block dialogs' words (the `trust` namespace). */
export function useTrustTranslation() {
  return useLanguageTexts('trust');
}
