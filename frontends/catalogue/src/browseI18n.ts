import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { browseEn } from './locales/browse.en.js';

// Runs when a browsing screen is first loaded. The upload, search and exhibition strings come with
// their own screens (createI18n.ts), so the home page does not download them.
addLanguageTexts(i18next, 'catalogue', {
  en: browseEn,
  ne: () => import('./locales/browse.ne.js').then((texts) => texts.browseNe),
  zh: () => import('./locales/browse.zh.js').then((texts) => texts.browseZh),
});
