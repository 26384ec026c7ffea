import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';
const TOKEN_DAYS = 1;

export function readToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_DAYS, path: '/', sameSite: 'lax' });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
