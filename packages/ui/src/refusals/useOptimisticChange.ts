import { ApiError } from '@art/sdk';
import { useLanguageTexts, useSnackbar } from '@art/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { callOffReads } from './callOffReads.js';
import { useRefusalText } from './index.js';

/**
 * One change shown before the server has it (a like, a comment, a follow): `apply` shows it at
 * once, `commit` tells the server, `settle` takes the server's answer; when the server does not
 * take it, `rollback` undoes exactly what `apply` did.
 */
export type OptimisticChange<T> = {
  /**
   * The query keys of the cached reads the change shows itself in (each with every key under it),
   * including the ones a component's own state is taken from. A read of them still on its way is
   * called off before `apply` and asked again once the change is over (callOffReads).
   */
  cancel?: readonly QueryKey[];
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
 * `run(change)`: calls off the reads of `change.cancel` still on their way (so none can answer
 * over it), applies the change at once, then commits it. On failure the change is rolled back and
 * the snackbar says why, never silently: a refusal in its own words; no connection or a service
 * down in the `failures` words, with Retry, which runs the same change again. Resolves true once
 * the server has it. The one way every optimistic update of the remotes is made.
 */
export function useOptimisticChange(): <T>(change: OptimisticChange<T>) => Promise<boolean> {
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const { t } = useLanguageTexts('failures');
  const queryClient = useQueryClient();
  // The latest words and snackbar, for a Retry pressed after a re-render (or a language change).
  const latest = useRef({ showSnackbar, refusalText, t, queryClient });
  latest.current = { showSnackbar, refusalText, t, queryClient };
  const run = useCallback(async <T>(change: OptimisticChange<T>): Promise<boolean> => {
    // With nothing to call off, the change shows in the click's own turn.
    const readAgain = change.cancel?.length ? await callOffReads(latest.current.queryClient, change.cancel) : () => {};
    change.apply();
    let result: T;
    try {
      result = await change.commit();
    } catch (error) {
      change.rollback();
      readAgain();
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
    readAgain();
    return true;
  }, []);
  return run;
}
