import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { en } from './locales/en.js';
import { ne } from './locales/ne.js';
import { zh } from './locales/zh.js';

// Runs when any page of the console is first loaded: adds this area's strings to the shell's shared i18next.
addTranslations(i18next, 'moderation', { en, ne, zh });
