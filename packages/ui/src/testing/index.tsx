// '@art/ui/testing': what a remote's component tests need to render a component the way the shell
// hosts it (its one i18next in English, a session, the one QueryClient, the router), with
// react-dom/server under node:test. Not part of the package root: no remote ships it.

import assert from 'node:assert/strict';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { addTranslations, SUPPORTED_LANGUAGES, uiResources } from '../i18n.js';
import { loadLanguageTexts } from '../languageTexts.js';
import { type Session, SessionContext, type SessionUser } from '../SessionContext.js';
import { SnackbarProvider } from '../SnackbarProvider.js';

// Initialised synchronously when this module loads, before the remote's own i18n module adds its
// namespace: a test imports '@art/ui/testing' first, then the components under test.
if (!i18next.isInitialized) {
  i18next.use(initReactI18next).init({
    lng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    resources: {},
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  });
  addTranslations(i18next, 'ui', uiResources);
}

export type RenderOptions = {
  /** The signed-in user; signed out when absent. */
  user?: SessionUser & Record<string, unknown>;
  /** The page's address, for components that read the location or the route's parameters. */
  path?: string;
  /** Answers already in the cache, as `[key, data]`: the component renders them as if fetched. */
  queries?: ReadonlyArray<readonly [QueryKey, unknown]>;
  language?: 'en' | 'ne' | 'zh';
  /** The QueryClient to render with, for a test that watches what happens in it after the render. */
  client?: QueryClient;
};

/** A session as the shell provides it, with actions that do nothing. */
export function testSession(user?: SessionUser): Session {
  return {
    user: user ?? null,
    token: user ? 'test-token' : null,
    isSignedIn: Boolean(user),
    signIn: () => {},
    signOut: () => {},
    updateUser: () => {},
    requireLogin: () => {},
    refresh: async () => {},
  };
}

/**
 * Fetches every registered area's texts in every language (a page fetches only its reader's):
 * a test that renders in Nepali or Chinese awaits this first, e.g. `before(languageTextsLoaded)`,
 * since the synchronous render below cannot wait for them.
 */
export async function languageTextsLoaded(): Promise<void> {
  for (const language of SUPPORTED_LANGUAGES) await loadLanguageTexts(i18next, language);
}

/** Renders `element` inside the providers the shell gives every remote and returns its HTML. */
export function renderWithShell(element: ReactElement, options: RenderOptions = {}): string {
  const client =
    options.client ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  for (const [key, data] of options.queries ?? []) client.setQueryData(key, data);
  if (i18next.language !== (options.language ?? 'en')) i18next.changeLanguage(options.language ?? 'en');
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={testSession(options.user)}>
          <Router ssrPath={options.path ?? '/'}>
            <SnackbarProvider>{element}</SnackbarProvider>
          </Router>
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The page's visible text, tags dropped and whitespace collapsed, for assertions on what is read. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The opening tag of the element marked `data-testid={testId}` (attributes in React's order), for
 * asserting its states (`checked`, `disabled`, `aria-*`) without depending on that order.
 */
export function tagOf(html: string, testId: string): string {
  const found = new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html);
  assert.ok(found, `no element with data-testid="${testId}"`);
  return found[0];
}
