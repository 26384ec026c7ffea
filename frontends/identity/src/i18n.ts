import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { en } from './locales/en.js';
import { ne } from './locales/ne.js';
import { zh } from './locales/zh.js';

// Runs when any exposed route is first loaded: adds this area's strings to the shell's shared i18next.
// The legal texts are added by legalTranslations.ts, with the privacy and terms pages only.
addTranslations(i18next, 'identity', { en, ne, zh });
