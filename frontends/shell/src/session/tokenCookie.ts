import Cookies from 'js-cookie';
import { cookieAttributes } from './cookieAttributes.js';

export const TOKEN_COOKIE = 'token';
const TOKEN_DAYS = 1;

export function readToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieAttributes(window.location.protocol, TOKEN_DAYS));
}

export function clearToken(): void {
  const { path, sameSite, secure } = cookieAttributes(window.location.protocol, TOKEN_DAYS);
  Cookies.remove(TOKEN_COOKIE, { path, sameSite, secure });
}
