import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { createEn } from './locales/create.en.js';
import { createNe } from './locales/create.ne.js';
import { createZh } from './locales/create.zh.js';

// Runs when an upload, search or exhibition screen is first loaded; merged into the same namespace
// as the browsing strings (keys under `create.`).
addTranslations(i18next, 'catalogue', { en: createEn, ne: createNe, zh: createZh });
