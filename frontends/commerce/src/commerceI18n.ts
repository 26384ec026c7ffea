import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { commerceEn } from './locales/commerce.en.js';
import { commerceNe } from './locales/commerce.ne.js';
import { commerceZh } from './locales/commerce.zh.js';

// Runs when a commerce screen is first loaded (each exposed module imports it).
addTranslations(i18next, 'commerce', { en: commerceEn, ne: commerceNe, zh: commerceZh });
