import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { createEn } from './locales/create.en.js';

// Runs when an upload, search or exhibition screen is first loaded; merged into the same namespace
// as the browsing strings (keys under `create.`).
addLanguageTexts(i18next, 'catalogue', {
  en: createEn,
  ne: () => import('./locales/create.ne.js').then((texts) => texts.createNe),
  zh: () => import('./locales/create.zh.js').then((texts) => texts.createZh),
});
