// Dependency-free: the start-up requests (before the federation boundary) read the same rules.

export type CookieAttributes = { expires: number; path: '/'; sameSite: 'lax'; secure: boolean };

/**
 * The attributes of the shell's own cookies (session token, language). `Secure` whenever the page
 * itself came over https, so a token never travels over plain http; Lax keeps it off cross-site
 * posts while links from mails (verify, reset) still arrive signed in. On http (local runs) a
 * Secure cookie would not be stored at all, hence the switch on the page's protocol.
 */
export function cookieAttributes(protocol: string, days: number): CookieAttributes {
  return { expires: days, path: '/', sameSite: 'lax', secure: protocol === 'https:' };
}
