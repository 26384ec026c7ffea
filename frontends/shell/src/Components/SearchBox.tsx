import { Icon } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** The header's search slot; Enter opens the results page (the catalogue owns the results). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) navigate(`/search/${encodeURIComponent(trimmed)}`);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the marketplace supports
    <form className="shell-search" role="search" onSubmit={handleSubmit}>
      <label className="art-visually-hidden" htmlFor="shell-search-input">
        {t('header.searchLabel')}
      </label>
      <Icon name="search" size={18} />
      <input
        id="shell-search-input"
        type="search"
        value={term}
        placeholder={t('header.searchPlaceholder')}
        onChange={(event) => setTerm(event.target.value)}
      />
    </form>
  );
}
