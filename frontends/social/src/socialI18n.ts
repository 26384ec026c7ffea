import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { socialEn } from './locales/social.en.js';

// Runs when a social screen is first loaded (each exposed module imports it).
addLanguageTexts(i18next, 'social', {
  en: socialEn,
  ne: () => import('./locales/social.ne.js').then((texts) => texts.socialNe),
  zh: () => import('./locales/social.zh.js').then((texts) => texts.socialZh),
});
