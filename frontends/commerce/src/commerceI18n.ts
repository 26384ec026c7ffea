import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { commerceEn } from './locales/commerce.en.js';

// Runs when a commerce screen is first loaded (each exposed module imports it).
addLanguageTexts(i18next, 'commerce', {
  en: commerceEn,
  ne: () => import('./locales/commerce.ne.js').then((texts) => texts.commerceNe),
  zh: () => import('./locales/commerce.zh.js').then((texts) => texts.commerceZh),
});
