import { Icon } from '@art/ui';
import { type ComponentType, type FormEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { loadRemoteModule } from '../federation/remoteModules.js';
import { isAreaConfigured, loadAreas } from '../federation/remotesConfig.js';
import { ErrorBoundary } from './ErrorBoundary.js';

/** What the catalogue's exposed SearchDropdown takes. */
type SearchDropdownProps = { initialTerm?: string; autoFocus?: boolean };

const DROPDOWN_MODULE = 'catalogue/SearchDropdown';

let dropdownLoad: Promise<ComponentType<SearchDropdownProps> | null> | null = null;

/**
 * The catalogue's search box with its results dropdown, fetched once per page load. Null when the
 * catalogue is not configured or cannot be loaded (the federation fallback then answers only a
 * `default` export, never the named one), and the plain box stays.
 */
function loadSearchDropdown(): Promise<ComponentType<SearchDropdownProps> | null> {
  dropdownLoad ??= loadAreas()
    .then(() => (isAreaConfigured('catalogue') ? loadRemoteModule(DROPDOWN_MODULE) : null))
    .then((exports) => (exports?.SearchDropdown as ComponentType<SearchDropdownProps> | undefined) ?? null)
    .catch((error) => {
      console.error(`[shell] ${DROPDOWN_MODULE} failed to load; the plain search box stays`, error);
      return null;
    });
  return dropdownLoad;
}

type SearchBoxProps = {
  inputId?: string;
  /** The mobile drawer's box: Enter opens the results page (the mobile search), no dropdown. */
  plainOnly?: boolean;
  /** Called after Enter opened the results page (the drawer closes itself). */
  onSearched?: () => void;
};

/**
 * The header's search slot. The first render is this plain form (Enter opens the results page), so
 * no page pays for search before it is used; the first focus or keystroke fetches the catalogue's
 * SearchDropdown, which takes over with what was typed and shows results under the box.
 */
export function SearchBox({ inputId = 'shell-search-input', plainOnly = false, onSearched }: SearchBoxProps = {}) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');
  const [dropdown, setDropdown] = useState<{ Component: ComponentType<SearchDropdownProps>; hasFocus: boolean }>();
  const inputRef = useRef<HTMLInputElement>(null);

  function handleWake() {
    loadSearchDropdown().then((Component) => {
      if (Component) setDropdown({ Component, hasFocus: document.activeElement === inputRef.current });
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(`/search/${encodeURIComponent(trimmed)}`);
    onSearched?.();
  }

  const plainForm = (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the marketplace supports
    <form className="shell-search" role="search" onSubmit={handleSubmit}>
      <label className="art-visually-hidden" htmlFor={inputId}>
        {t('header.searchLabel')}
      </label>
      <Icon name="search" size={18} />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={term}
        placeholder={t('header.searchPlaceholder')}
        onChange={(event) => setTerm(event.target.value)}
        onFocus={dropdown || plainOnly ? undefined : handleWake}
        onKeyDown={dropdown || plainOnly ? undefined : handleWake}
      />
    </form>
  );

  if (!dropdown) return plainForm;
  const { Component, hasFocus } = dropdown;
  // A crash of the dropdown leaves the plain box for the rest of the visit. While the dropdown
  // waits for its texts in the reader's language it suspends: the plain box stays until they are
  // in, instead of the nearest boundary above (the whole header) waiting, or, on Preact, the
  // error boundary taking the wait for a crash.
  return (
    <ErrorBoundary name={`remote ${DROPDOWN_MODULE}`} fallback={() => plainForm}>
      <Suspense fallback={plainForm}>
        <Component initialTerm={term} autoFocus={hasFocus} />
      </Suspense>
    </ErrorBoundary>
  );
}
