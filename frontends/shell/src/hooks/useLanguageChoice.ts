import { user } from '@art/sdk';
import { i18nInstanceOf, type Language, useSession, useSnackbar } from '@art/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/shellTexts.js';

/**
 * The reader's choice of language: the page switches, and a member's account keeps it too, since
 * the mails identity sends are written in the account's language, not the page's. The page never
 * waits for the save nor goes back on a failed one (the reader asked for this language); the
 * failure is told, in the language just chosen. A guest has no account to tell.
 */
export function useLanguageChoice(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation('shell');
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  return useCallback(
    async (language: Language) => {
      // Saved only once the page shows it, so the account never keeps a language the page failed to load.
      await switchLanguage(i18n, language);
      if (!token) return;
      try {
        await user.saveLanguage(token, language);
      } catch (error) {
        console.error('language not saved', error);
        const t = i18nInstanceOf(i18n).getFixedT(language, 'shell');
        showSnackbar(t('language.notSaved'), { type: 'error' });
      }
    },
    [i18n, token, showSnackbar],
  );
}
