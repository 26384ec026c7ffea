import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { notificationEn } from './locales/notification.en.js';
import { notificationNe } from './locales/notification.ne.js';
import { notificationZh } from './locales/notification.zh.js';

// Runs when the notification page is first loaded (the exposed module imports it).
addTranslations(i18next, 'notification', { en: notificationEn, ne: notificationNe, zh: notificationZh });
