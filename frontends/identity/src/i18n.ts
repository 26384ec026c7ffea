import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { en } from './locales/en.js';
import { legalEn } from './locales/legal.en.js';
import { legalNe } from './locales/legal.ne.js';
import { legalZh } from './locales/legal.zh.js';
import { ne } from './locales/ne.js';
import { zh } from './locales/zh.js';

// Runs when any exposed route is first loaded: adds this area's strings to the shell's shared i18next.
addTranslations(i18next, 'identity', { en: { ...en, legal: legalEn }, ne: { ...ne, legal: legalNe }, zh: { ...zh, legal: legalZh } });
