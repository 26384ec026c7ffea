import { DEFAULT_LANGUAGE, i18nInstanceOf, isSupportedLanguage, type Language } from '@art/ui';
import type { i18n as I18n } from 'i18next';

/**
 * The language the page is in, as an account keeps it: what a registration or a first social
 * sign-in starts the new account in. Read when sent, not when rendered: the reader may have
 * switched since.
 */
export function pageLanguage(i18n: I18n): Language {
  const current = i18nInstanceOf(i18n).resolvedLanguage;
  return isSupportedLanguage(current) ? current : DEFAULT_LANGUAGE;
}
