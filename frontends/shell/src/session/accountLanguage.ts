import type { User } from '@art/sdk';
import { i18nInstanceOf, isSupportedLanguage } from '@art/ui';
import type { i18n as I18n } from 'i18next';
import { switchLanguage } from '../i18n/shellTexts.js';

/**
 * Signing in brings the member's own language with it: the page switches to the one their account
 * keeps (chosen at registration or with the switcher, and the one their mails are in), as it would
 * on any device they sign in on. A language this shell does not know (a newer identity's) leaves
 * the page as it is. Only at sign-in: a page loaded with a session keeps the reader's cookie.
 */
export async function applyAccountLanguage(i18n: I18n, user: Pick<User, 'language'>): Promise<void> {
  const saved = user.language;
  if (!isSupportedLanguage(saved) || i18nInstanceOf(i18n).language === saved) return;
  await switchLanguage(i18n, saved);
}
