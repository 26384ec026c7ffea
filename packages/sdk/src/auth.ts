import { type ApiBody, type RequestOptions, request } from './core.js';
import type { User } from './types.js';

export type SessionResponse = ApiBody & { user: User; token: string };

export function login(body: { email: string; password: string }, options?: RequestOptions) {
  return request<SessionResponse>('/auth/login', { ...options, body });
}

export function register(
  body: { name: string; email: string; password: string; confirmPassword: string },
  options?: RequestOptions,
) {
  const { confirmPassword, ...rest } = body;
  return request('/auth/register', { ...options, body: { ...rest, 'confirm-password': confirmPassword } });
}

export function authenticate(token: string, options?: RequestOptions) {
  return request<ApiBody & { user: User }>('/auth/authenticate', { ...options, token, method: 'POST' });
}

/**
 * The code alone names no account: the address says whose code it is (and whose tries it counts
 * against). Signed in, `options.token` lets the server take the signed-in account instead.
 */
export function verifyEmail(body: { code: string; email?: string }, options?: RequestOptions) {
  const query = body.email ? `?${new URLSearchParams({ email: body.email })}` : '';
  return request(`/auth/verifyemail/${encodeURIComponent(body.code)}${query}`, options);
}

export function resendVerificationEmail(email: string, options?: RequestOptions) {
  return request('/auth/resendverificationemail', { ...options, body: { email } });
}

/** Ends this session (its token is refused from now on); other devices stay signed in. */
export function logout(token: string, options?: RequestOptions) {
  return request('/auth/logout', { ...options, token, method: 'POST' });
}

/** Ends every session of the account, this one included: the caller forgets its token after. */
export function logoutEverywhere(token: string, options?: RequestOptions) {
  return request('/auth/logout-everywhere', { ...options, token, method: 'POST' });
}

export function requestPasswordReset(email: string, options?: RequestOptions) {
  return request('/auth/reset', { ...options, body: { email } });
}

export function resetPassword(
  token: string,
  body: { password: string; confirmPassword: string },
  options?: RequestOptions,
) {
  return request(`/auth/reset/${encodeURIComponent(token)}`, {
    ...options,
    body: { password: body.password, 'confirm-password': body.confirmPassword },
  });
}

export function googleSignIn(idToken: string, options?: RequestOptions) {
  return request<SessionResponse>('/auth/google', { ...options, body: { idToken } });
}

export function facebookSignIn(accessToken: string, options?: RequestOptions) {
  return request<SessionResponse>('/auth/facebook', { ...options, body: { accessToken } });
}
