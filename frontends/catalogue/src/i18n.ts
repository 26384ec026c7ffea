import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { browseEn } from './locales/browse.en.js';
import { browseNe } from './locales/browse.ne.js';
import { browseZh } from './locales/browse.zh.js';
import { createEn } from './locales/create.en.js';
import { createNe } from './locales/create.ne.js';
import { createZh } from './locales/create.zh.js';

// Runs when any exposed module is first loaded: adds this area's strings to the shell's shared i18next.
// Browsing screens and the upload/search/exhibition screens keep their strings in separate files.
addTranslations(i18next, 'catalogue', {
  en: { ...browseEn, ...createEn },
  ne: { ...browseNe, ...createNe },
  zh: { ...browseZh, ...createZh },
});
