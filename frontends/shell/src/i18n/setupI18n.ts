import {
  addLanguageTexts,
  addTranslations,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  SUPPORTED_LANGUAGES,
  uiResources,
} from '@art/ui';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { cookieAttributes } from '../session/cookieAttributes.js';
import { en } from './locales/en.js';
import { shellTexts, switchLanguage } from './shellTexts.js';

// Only the browser's first language counts (its first two letters), not the whole list.
const firstBrowserLanguage = {
  name: 'firstBrowserLanguage',
  lookup: () => (typeof navigator === 'undefined' ? undefined : navigator.language?.slice(0, 2).toLowerCase()),
};

/** Initialises the one i18next instance every remote shares: cookie, else browser, else en. */
export async function setupI18n(): Promise<typeof i18next> {
  const { path, sameSite, secure } = cookieAttributes(window.location.protocol, LANGUAGE_COOKIE_DAYS);
  const detector = new LanguageDetector();
  detector.addDetector(firstBrowserLanguage);
  await i18next
    .use(detector)
    .use(initReactI18next)
    .init({
      // English only: the language shown, if another, is added below before the first render.
      resources: { en: { shell: en } },
      ns: ['shell', 'ui'],
      defaultNS: 'shell',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      detection: {
        order: ['cookie', 'firstBrowserLanguage'],
        lookupCookie: LANGUAGE_COOKIE,
        caches: ['cookie'],
        cookieMinutes: LANGUAGE_COOKIE_DAYS * 24 * 60,
        cookieOptions: { path, sameSite, secure },
      },
    });
  addTranslations(i18next, 'ui', uiResources);
  addLanguageTexts(i18next, 'shell', shellTexts);
  // With only English bundled, i18next resolved the detected language to English: fetch its texts,
  // then switch to it (the same language, so the cookie is unchanged).
  const detected = i18next.language;
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(detected) && detected !== i18next.resolvedLanguage) {
    await switchLanguage(i18next, detected);
  }
  document.documentElement.lang = i18next.resolvedLanguage ?? DEFAULT_LANGUAGE;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}
