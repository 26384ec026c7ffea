import { Icon, isSupportedLanguage, LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from '@art/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../hooks/useLanguageChoice.js';

type LanguageSwitcherProps = { testId?: string };

/**
 * Changing the language also rewrites the language cookie (7 days) through the detector's cache,
 * and a member's account keeps it for their mails (useLanguageChoice).
 */
export function LanguageSwitcher({ testId = 'language-switcher' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const chooseLanguage = useLanguageChoice();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  return (
    <div className="shell-language">
      <label htmlFor={id} className="art-visually-hidden">
        {t('header.language')}
      </label>
      <Icon name="globe" size={18} />
      <select
        id={id}
        value={current}
        data-testid={testId}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
