// Dependency-free (no @art/sdk): the check starts before the federation boundary, in parallel
// with the health check, /remotes.json and the download of React.
import type { User } from '@art/sdk';
import { isTransientStatus, TransientHttpError, withRetry } from './withRetry.js';

/**
 * `rejected`: the API said the token is no good (401), so it is dropped. `unconfirmed`: no answer,
 * a 502 while a service restarts, anything else; the visitor is shown signed out for now but the
 * token is kept for the next page load, so a bad minute at the gateway signs nobody out.
 */
export type SessionCheck = { kind: 'signedIn'; user: User } | { kind: 'rejected' } | { kind: 'unconfirmed' };

export const SESSION_TIMEOUT_MS = 8000;

export async function checkSession(token: string, signal?: AbortSignal): Promise<SessionCheck> {
  try {
    return await withRetry(
      async (attemptSignal) => {
        const response = await fetch('/api/auth/authenticate', {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: `JWT ${token}` },
          credentials: 'same-origin',
          signal: attemptSignal,
        });
        if (response.status === 401) return { kind: 'rejected' } as const;
        if (isTransientStatus(response.status)) throw new TransientHttpError(response.status);
        const body = (await response.json().catch(() => null)) as { status?: string; user?: User } | null;
        if (response.ok && body?.status === 'success' && body.user)
          return { kind: 'signedIn', user: body.user } as const;
        return { kind: 'unconfirmed' } as const;
      },
      { timeoutMs: SESSION_TIMEOUT_MS, signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[shell] session check failed; keeping the token for the next load', error);
    return { kind: 'unconfirmed' };
  }
}
