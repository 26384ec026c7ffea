import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { messagingEn } from './locales/messaging.en.js';
import { messagingNe } from './locales/messaging.ne.js';
import { messagingZh } from './locales/messaging.zh.js';

// Runs when a messaging module is first loaded (each exposed module imports it).
addTranslations(i18next, 'messaging', { en: messagingEn, ne: messagingNe, zh: messagingZh });
