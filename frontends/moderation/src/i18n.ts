import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { en } from './locales/en.js';

// Runs when any page of the console is first loaded: adds this area's strings to the shell's shared i18next.
addLanguageTexts(i18next, 'moderation', {
  en,
  ne: () => import('./locales/ne.js').then((texts) => texts.ne),
  zh: () => import('./locales/zh.js').then((texts) => texts.zh),
});
