import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { messagingEn } from './locales/messaging.en.js';

// Runs when a messaging module is first loaded (each exposed module imports it).
addLanguageTexts(i18next, 'messaging', {
  en: messagingEn,
  ne: () => import('./locales/messaging.ne.js').then((texts) => texts.messagingNe),
  zh: () => import('./locales/messaging.zh.js').then((texts) => texts.messagingZh),
});
