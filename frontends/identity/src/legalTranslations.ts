import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import './i18n.js';
import { legalEn } from './locales/legal.en.js';

// The legal texts are long and only the privacy and terms pages show them: they load with those
// pages' chunks (merged into the `identity` namespace), not with every identity route.
addLanguageTexts(i18next, 'identity', {
  en: { legal: legalEn },
  ne: () => import('./locales/legal.ne.js').then((texts) => ({ legal: texts.legalNe })),
  zh: () => import('./locales/legal.zh.js').then((texts) => ({ legal: texts.legalZh })),
});
