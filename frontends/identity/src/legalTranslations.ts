import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import './i18n.js';
import { legalEn } from './locales/legal.en.js';
import { legalNe } from './locales/legal.ne.js';
import { legalZh } from './locales/legal.zh.js';

// The legal texts are long and only the privacy and terms pages show them: they load with those
// pages' chunks (merged into the `identity` namespace), not with every identity route.
addTranslations(i18next, 'identity', { en: { legal: legalEn }, ne: { legal: legalNe }, zh: { legal: legalZh } });
