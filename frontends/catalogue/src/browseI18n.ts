import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { browseEn } from './locales/browse.en.js';
import { browseNe } from './locales/browse.ne.js';
import { browseZh } from './locales/browse.zh.js';

// Runs when a browsing screen is first loaded. The upload, search and exhibition strings come with
// their own screens (createI18n.ts), so the home page does not download them.
addTranslations(i18next, 'catalogue', { en: browseEn, ne: browseNe, zh: browseZh });
