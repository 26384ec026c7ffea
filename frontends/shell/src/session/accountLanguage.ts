import type { User } from '@art/sdk';
import { i18nInstanceOf, isSupportedLanguage } from '@art/ui';
import type { i18n as I18n } from 'i18next';
import { switchLanguage } from '../i18n/shellTexts.js';

/**
 * At sign-in, a language the member chose (at registration, a first social sign-in or with the
 * switcher) follows them to this browser: the page switches to it as the header's switcher would,
 * cookie included, but nothing is saved back (the account has it already). An account that never
 * chose reads `en` by default, which is nobody's choice: the page keeps the reader's language then
 * (decision 0057). A language this shell does not know (a newer identity's) leaves the page too.
 */
export async function applyAccountLanguage(i18n: I18n, user: Pick<User, 'language' | 'languageChosen'>): Promise<void> {
  const chosen = user.languageChosen === true ? user.language : undefined;
  if (!isSupportedLanguage(chosen) || i18nInstanceOf(i18n).resolvedLanguage === chosen) return;
  await switchLanguage(i18n, chosen);
}
