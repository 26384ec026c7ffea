import { GENERIC_REFUSALS, type GenericRefusal, isRefusalCode, refusalOf } from '@art/sdk/refusals';
import { addLanguageTexts, addTranslations, useLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { failureWords } from './failure-words.js';
import { refusalWordsEn } from './refusal-words.js';

// '@art/ui/refusals': not in the package root, which the shell shares with every remote and so
// loads in the first render (its budget has no room left); each remote that shows a refusal
// bundles this entry, which registers its words (the `refusals` namespace) when it loads; the
// words in Nepali and Chinese are fetched only for a reader of that language.
addLanguageTexts(i18next, 'refusals', {
  en: refusalWordsEn,
  ne: () => import('./words.ne.js').then((words) => words.refusalWordsNe),
  zh: () => import('./words.zh.js').then((words) => words.refusalWordsZh),
});
// A change that never reached the server (no connection, a service down) and the snackbar's Retry.
addTranslations(i18next, 'failures', failureWords);

export {
  type ChangeFailure,
  changeFailureOf,
  type OptimisticChange,
  useOptimisticChange,
} from './useOptimisticChange.js';

/**
 * Refusals any area's screens may meet (the gateway's unverified e-mail; every service's audience:
 * a block, a private account), known by their status word as well as their code.
 */
export const SHARED_REFUSALS = ['email-not-verified', 'blocked', 'private-account'] as const;
export type SharedRefusal = (typeof SHARED_REFUSALS)[number];

/** The `refusals` key of a refusal's own words, or null when the status is not one of them. */
export function sharedRefusalKey(status: unknown): SharedRefusal | null {
  return SHARED_REFUSALS.includes(status as SharedRefusal) ? (status as SharedRefusal) : null;
}

/** What a refusal says when only its kind is known (its status word). */
const GENERIC_BY_STATUS: Record<string, GenericRefusal | 'login-first'> = {
  'validate-error': 'invalid-input',
  unauthorized: 'login-first',
  forbidden: 'forbidden',
  'not-found': 'not-found',
};

/** Marks a server message a reader was about to see in English; browser tests fail on it. */
export const UNTRANSLATED_REFUSAL = '[untranslated refusal]';

/**
 * The words of a refusal in `language`, from its code (the answer's `code`, else the code of the
 * server's words), its shared status word, or — in English — the server's own words. A reader of
 * Nepali or Chinese never gets English: an unknown refusal gets its kind's words, and the console
 * says which message had none (`UNTRANSLATED_REFUSAL`).
 */
export function refusalText(
  t: (key: string, values?: Record<string, string>) => string,
  language: string,
  refusal: { status: unknown; message: string; code?: unknown },
): string {
  const fromWords = refusalOf(refusal.message);
  const key = ownWordsKey(refusal.status, refusal.message, refusal.code);
  if (key !== null) return t(key, fromWords?.code === key ? fromWords.values : {});
  if (language.startsWith('en') && refusal.message) return refusal.message;
  console.error(UNTRANSLATED_REFUSAL, refusal.code ?? refusal.status, refusal.message);
  const kind = Object.hasOwn(GENERIC_REFUSALS, String(refusal.code)) ? String(refusal.code) : null;
  return t(kind ?? GENERIC_BY_STATUS[String(refusal.status)] ?? 'unexpected');
}

/**
 * The key of a refusal's own words: a specific code first, then the code of its words, then a
 * shared status word; null when only its kind (a generic code) is known.
 */
function ownWordsKey(status: unknown, message: string, code?: unknown): string | null {
  return (isRefusalCode(code) ? code : null) ?? refusalOf(message)?.code ?? sharedRefusalKey(status);
}

/**
 * Whether a refusal has words of its own (a specific code, words in the table, a shared status),
 * as opposed to only a kind: a screen with a better generic sentence of its own (the spec's "Something
 * went wrong while adding product to cart") uses its sentence for those.
 */
export function hasOwnWords(status: unknown, message: string, code?: unknown): boolean {
  return ownWordsKey(status, message, code) !== null;
}

/**
 * `(status, message, code?) => text`: a refusal in the reader's language (see refusalText). Every
 * screen that shows a server's refusal goes through this, so no area keeps its own table of them.
 */
export function useRefusalText(): (status: unknown, message: string, code?: unknown) => string {
  const { t, i18n } = useLanguageTexts('refusals');
  return (status, message, code) =>
    refusalText((key, values) => t(key, values ?? {}), i18n.language ?? 'en', { status, message, code });
}
