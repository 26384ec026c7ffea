import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { trustEn } from './locales/trust.en.js';
import { trustNe } from './locales/trust.ne.js';
import { trustZh } from './locales/trust.zh.js';

// Runs when a remote first loads a trust dialog: the words live here once, not in each remote.
addTranslations(i18next, 'trust', { en: trustEn, ne: trustNe, zh: trustZh });

/** The report and block dialogs' words (the `trust` namespace). */
export function useTrustTranslation() {
  return useTranslation('trust');
}
