import { breakpoints, Icon, useWindowWidth } from '@art/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { SearchResultsPanel } from '../../Components/search/SearchResultsPanel.js';
import { searchPath } from '../../Components/search/searchTerm.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './SearchDropdown.css';

/** Typing shows results once this many characters are typed and the typing pauses; Enter always does. */
export const MIN_TYPED_CHARACTERS = 2;
export const TYPING_PAUSE_MS = 300;

export type SearchDropdownProps = {
  /** What was typed into the shell's plain box before this component arrived. */
  initialTerm?: string;
  autoFocus?: boolean;
};

/**
 * The header's search box. Desktop: results drop down under the box while typing. Enter (any
 * screen) opens the results page (/search/:term); narrow screens have no dropdown.
 */
export function SearchDropdown({ initialTerm = '', autoFocus = false }: SearchDropdownProps) {
  const { t } = useCreateTranslation();
  const [, navigate] = useLocation();
  const isNarrow = useWindowWidth() < breakpoints.medium;
  const [term, setTerm] = useState(initialTerm);
  const [shownTerm, setShownTerm] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const panelId = `${inputId}-results`;

  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  useEffect(() => {
    const trimmed = term.trim();
    if (Array.from(trimmed).length < MIN_TYPED_CHARACTERS) {
      if (!trimmed) setIsOpen(false);
      return;
    }
    if (isNarrow) return;
    const timer = window.setTimeout(() => {
      setShownTerm(trimmed);
      setIsOpen(true);
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [term, isNarrow]);

  // A press anywhere else closes the results.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    // Enter opens every result, on any screen; the dropdown shows the first while typing.
    setIsOpen(false);
    navigate(searchPath(trimmed));
  }

  function resultLinks(): HTMLAnchorElement[] {
    return Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`) ?? []);
  }

  // Arrow keys walk from the box through the results and back; Escape closes and returns to the box.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks();
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys only move focus between the box and its results
    <div
      ref={rootRef}
      className="catalogue-search"
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
      data-testid="search-box"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the marketplace supports */}
      <form className="catalogue-search__form" role="search" onSubmit={handleSubmit}>
        <label className="art-visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <Icon name="search" size={18} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={term}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          aria-controls={isOpen ? panelId : undefined}
          onChange={(event) => setTerm(event.target.value)}
          data-testid="search-input"
        />
      </form>
      {isOpen && shownTerm && <SearchResultsPanel id={panelId} term={shownTerm} onPick={() => setIsOpen(false)} />}
    </div>
  );
}

export default SearchDropdown;
