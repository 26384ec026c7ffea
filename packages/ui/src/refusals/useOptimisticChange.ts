import { ApiError } from '@art/sdk';
import { useLanguageTexts, useSnackbar } from '@art/ui';
import { useCallback, useRef } from 'react';
import { useRefusalText } from './index.js';

/**
 * One change shown before the server has it (a like, a comment, a follow): `apply` shows it at
 * once, `commit` tells the server, `settle` takes the server's answer; when the server does not
 * take it, `rollback` undoes exactly what `apply` did.
 */
export type OptimisticChange<T> = {
  apply(): void;
  commit(): Promise<T>;
  rollback(): void;
  settle?(result: T): void;
  /** The screen's own words for a refusal, or null for the shared ones (refusalText). */
  describe?(error: unknown): string | null;
};

/** Why a change did not happen: no connection, a service not answering, or a refusal. */
export type ChangeFailure = 'connection' | 'service' | 'refused';

/**
 * A refusal (the server answered no: a block, a private account, bad input) is final; no
 * connection (fetch threw) and a service that did not answer (the gateway's 502/503/504, a 500)
 * are worth trying again.
 */
export function changeFailureOf(error: unknown): ChangeFailure {
  if (!(error instanceof ApiError)) return 'connection';
  return error.httpStatus >= 500 ? 'service' : 'refused';
}

/**
 * `run(change)`: applies the change at once, then commits it. On failure the change is rolled back
 * and the snackbar says why, never silently: a refusal in its own words; no connection or a service
 * down in the `failures` words, with Retry, which runs the same change again. Resolves true once
 * the server has it. The one way every optimistic update of the remotes is made.
 */
export function useOptimisticChange(): <T>(change: OptimisticChange<T>) => Promise<boolean> {
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const { t } = useLanguageTexts('failures');
  // The latest words and snackbar, for a Retry pressed after a re-render (or a language change).
  const latest = useRef({ showSnackbar, refusalText, t });
  latest.current = { showSnackbar, refusalText, t };
  const run = useCallback(async <T>(change: OptimisticChange<T>): Promise<boolean> => {
    change.apply();
    let result: T;
    try {
      result = await change.commit();
    } catch (error) {
      change.rollback();
      console.error('change not saved', error);
      const { showSnackbar: show, refusalText: refusal, t: words } = latest.current;
      const failure = changeFailureOf(error);
      const own = change.describe?.(error) ?? null;
      if (failure === 'refused') {
        const apiError = error as ApiError;
        show(own ?? refusal(apiError.status, apiError.message, apiError.code), { type: 'error' });
      } else {
        show(own ?? words(failure), {
          type: 'error',
          action: { label: words('retry'), onAction: () => void run(change) },
        });
      }
      return false;
    }
    change.settle?.(result);
    return true;
  }, []);
  return run;
}
