/**
 * Tells the API that this session is over, so the token stops working at once (a copy of it, in
 * another tab's memory or taken from this browser, included). Dependency-free like the session
 * check, and `keepalive`, so the request outlives the navigation that follows. Its failure changes
 * nothing for the visitor: the cookie is removed either way, and the token expires within a day.
 */
export function endSession(token: string): void {
  fetch('/api/auth/logout', {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `JWT ${token}` },
    credentials: 'same-origin',
    keepalive: true,
  }).catch((error: unknown) => console.warn('[shell] logging out at the API failed', error));
}
