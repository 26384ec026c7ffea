import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { socialEn } from './locales/social.en.js';
import { socialNe } from './locales/social.ne.js';
import { socialZh } from './locales/social.zh.js';

// Runs when a social screen is first loaded (each exposed module imports it).
addTranslations(i18next, 'social', { en: socialEn, ne: socialNe, zh: socialZh });
