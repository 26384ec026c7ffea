import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { type UseTranslationResponse, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from './i18n.js';

type Texts = Record<string, unknown>;

/**
 * One area's texts: English with the code (the fallback, shown at once), every other language
 * fetched when it is the reader's (`() => import('./locales/ne.js')…`), so a page carries the words
 * of the one language it shows, not three.
 */
export type LanguageTexts = { en: Texts } & { [L in OtherLanguage]: () => Promise<Texts> };
type OtherLanguage = Exclude<Language, 'en'>;

interface Registered {
  namespace: string;
  texts: LanguageTexts;
  /** A language's load, once started: the same promise for every caller (React's `use` wants that). */
  loads: Map<string, Promise<void>>;
  /** The languages whose texts are in. */
  loaded: Set<string>;
}

// Per i18next instance: the shell's one shared instance in the browser, a fresh one per test.
const registries = new WeakMap<I18n, Registered[]>();

/**
 * The instance itself: react-i18next's useTranslation hands out a copy of it (made per language,
 * with the instance as `__original`), whose `language` is a snapshot.
 */
export function i18nInstanceOf(i18n: I18n): I18n {
  return (i18n as I18n & { __original?: I18n }).__original ?? i18n;
}

function registryOf(i18n: I18n): Registered[] {
  const instance = i18nInstanceOf(i18n);
  const registry = registries.get(instance) ?? [];
  registries.set(instance, registry);
  return registry;
}

const isOtherLanguage = (language: string | undefined): language is OtherLanguage =>
  language !== DEFAULT_LANGUAGE && (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '');

/** The texts of one registration in `language`, fetched once; undefined when already in. */
function loadOne(i18n: I18n, entry: Registered, language: string): Promise<void> | undefined {
  if (!isOtherLanguage(language) || entry.loaded.has(language)) return undefined;
  const started = entry.loads.get(language);
  if (started) return started;
  const load = entry.texts[language]().then((texts) => {
    i18n.addResourceBundle(language, entry.namespace, texts, true, true);
    entry.loaded.add(language);
  });
  // A failed fetch (a deploy replaced the chunk, the connection dropped) may be tried again.
  load.catch(() => entry.loads.delete(language));
  entry.loads.set(language, load);
  return load;
}

/**
 * Adds `namespace`'s English texts now and remembers how to fetch the others; when the reader's
 * language is already another one, its texts are fetched at once. Several registrations may share
 * a namespace (their keys are merged).
 */
export function addLanguageTexts(i18n: I18n, namespace: string, texts: LanguageTexts): void {
  const instance = i18nInstanceOf(i18n);
  instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts.en, true, true);
  const entry: Registered = { namespace, texts, loads: new Map(), loaded: new Set() };
  registryOf(instance).push(entry);
  loadOne(instance, entry, instance.language)?.catch(() => undefined);
}

/** Fetches every registered area's texts in `language` (the language switch waits for this). */
export async function loadLanguageTexts(i18n: I18n, language: string): Promise<void> {
  const instance = i18nInstanceOf(i18n);
  await Promise.all(registryOf(instance).map((entry) => loadOne(instance, entry, language)));
}

/** The first of `namespace`'s texts in the current language still on their way, if any. */
function pendingTexts(i18n: I18n, namespace: string): Promise<void> | undefined {
  const instance = i18nInstanceOf(i18n);
  for (const entry of registryOf(instance)) {
    if (entry.namespace !== namespace) continue;
    const load = loadOne(instance, entry, instance.language);
    if (load) return load;
  }
  return undefined;
}

/**
 * `useTranslation(namespace)` that waits (suspends, inside the route's loader) until the namespace's
 * texts in the reader's language are in: a screen never flashes English before its own language.
 */
export function useLanguageTexts(
  namespace: string,
  options?: { keyPrefix?: string },
): UseTranslationResponse<string, string> {
  const translation = useTranslation(namespace, options);
  const pending = pendingTexts(translation.i18n, namespace);
  if (pending) use(pending);
  return translation;
}
