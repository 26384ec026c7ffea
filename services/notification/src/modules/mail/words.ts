import type { MemberLanguage } from '@art/contracts';
import { createInstance } from 'i18next';
import { escapeHtml } from './html.js';
import type { TextKey } from './texts/catalog.js';
import { en } from './texts/en.js';
import { ne } from './texts/ne.js';
import { zh } from './texts/zh.js';

type Values = Record<string, string | number>;

/** A mail's words in one language: the catalog's sentences with their values filled in. */
export interface MailWords {
  language: MemberLanguage;
  /** Plain text. */
  text(key: TextKey, values?: Values): string;
  /** For HTML: the values escaped, except `markup`, which the template built (and escaped) itself. */
  html(key: TextKey, values?: Values, markup?: Record<string, string>): string;
}

// An instance of its own, set up once and synchronously: the catalogs are in memory, and no other
// i18next user in the process (none today) can change this one's language under a mail.
const i18n = createInstance({
  resources: { en: { mail: en }, ne: { mail: ne }, zh: { mail: zh } },
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  initAsync: false,
  showSupportNotice: false,
  // Templates escape what goes into HTML themselves (html() below); the text part stays as written.
  interpolation: { escapeValue: false },
});
void i18n.init();

const fixed = { en: i18n.getFixedT('en'), ne: i18n.getFixedT('ne'), zh: i18n.getFixedT('zh') };

export function mailWords(language: MemberLanguage): MailWords {
  const t = fixed[language] ?? fixed.en;
  const text = (key: TextKey, values: Values = {}) => t(key, values) as string;
  return {
    language,
    text,
    html(key, values = {}, markup = {}) {
      const escaped = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))]),
      );
      return text(key, { ...escaped, ...markup });
    },
  };
}
