import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { notificationEn } from './locales/notification.en.js';

// Runs when the notification page is first loaded (the exposed module imports it).
addLanguageTexts(i18next, 'notification', {
  en: notificationEn,
  ne: () => import('./locales/notification.ne.js').then((texts) => texts.notificationNe),
  zh: () => import('./locales/notification.zh.js').then((texts) => texts.notificationZh),
});
