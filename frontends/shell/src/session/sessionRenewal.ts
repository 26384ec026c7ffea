import { auth, getBaseUrl, type User } from '@art/sdk';

/** A session renewed after a role change: the account as it is now and its new token. */
export type RenewedSession = { user: User; token: string };

type FetchTarget = { fetch: typeof fetch };

/** The token a request carries (`Authorization: JWT <token>`, as @art/sdk sends it), or null. */
export function tokenOfRequest(headers: HeadersInit | undefined): string | null {
  if (!headers) return null;
  const value =
    headers instanceof Headers
      ? headers.get('Authorization')
      : Array.isArray(headers)
        ? (headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? null)
        : (Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? null);
  const match = value ? /^JWT\s+(\S+)$/.exec(value) : null;
  return match ? match[1] : null;
}

/** The same headers with the new token in place of the old one. */
function withToken(headers: HeadersInit | undefined, token: string): Headers {
  const next = new Headers(headers);
  next.set('Authorization', `JWT ${token}`);
  return next;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * The shell's one answer to "your session has ended because your role changed" (a member whose
 * studio was approved is an artist now, and every token issued before is refused with 401): every
 * API call that comes back 401 while carrying a token asks identity once per ended token to renew
 * it (POST /api/users/session/refresh, the token in the body; renewed only when a role change
 * alone ended it), then sends the same call again with the new token, and tells the session
 * (`onRenewed`) so the next calls carry it. Anything else (no token, another 401, a refused
 * renewal) comes back as it was. Installed on the page's fetch, so every copy of @art/sdk (the
 * root and each remote's sub-paths) goes through it; returns the uninstall.
 */
export function installSessionRenewal(
  onRenewed: (renewed: RenewedSession, ended: string) => void,
  target: FetchTarget = globalThis,
): () => void {
  const original = target.fetch;
  const send: typeof fetch = (input, init) => original.call(target, input, init);
  const renewals = new Map<string, Promise<RenewedSession | null>>();

  function renew(ended: string): Promise<RenewedSession | null> {
    let renewal = renewals.get(ended);
    if (!renewal) {
      renewal = auth.refreshSession(ended).then(
        (answer) => {
          const renewed = { user: answer.user, token: answer.token };
          // Calls still in flight with the ended token are sent again with the new one, not renewed twice.
          renewals.set(renewed.token, Promise.resolve(null));
          onRenewed(renewed, ended);
          return renewed;
        },
        () => null,
      );
      renewals.set(ended, renewal);
    }
    return renewal;
  }

  const renewing: typeof fetch = async (input, init) => {
    const response = await send(input, init);
    if (response.status !== 401) return response;
    const url = urlOf(input);
    const base = getBaseUrl();
    if (!url.startsWith(base) && !url.includes(`${base}/`)) return response;
    const ended = tokenOfRequest(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!ended) return response;
    const renewed = await renew(ended);
    if (!renewed) return response;
    return send(input, { ...init, headers: withToken(init?.headers, renewed.token) });
  };

  target.fetch = renewing;
  return () => {
    if (target.fetch === renewing) target.fetch = original;
  };
}

/** Renews an ended token once, outside any call (the session check at start found it refused). */
export async function renewEndedSession(ended: string): Promise<RenewedSession | null> {
  try {
    const answer = await auth.refreshSession(ended);
    return { user: answer.user, token: answer.token };
  } catch {
    return null;
  }
}
