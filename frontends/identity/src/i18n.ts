import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { en } from './locales/en.js';

// Runs when any exposed route is first loaded: adds this area's strings to the shell's shared i18next.
// The legal texts are added by legalTranslations.ts, with the privacy and terms pages only.
addLanguageTexts(i18next, 'identity', {
  en,
  ne: () => import('./locales/ne.js').then((texts) => texts.ne),
  zh: () => import('./locales/zh.js').then((texts) => texts.zh),
});
