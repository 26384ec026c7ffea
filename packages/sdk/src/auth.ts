import type { MemberLanguage } from '@art/contracts';
import { type ApiBody, ApiError, getBaseUrl, type RequestOptions } from './core.js';
import { callEndpoint, pathOf } from './declared-route.js';
import { identityRoutes as routes } from './routes/identity.js';
import type { User } from './types.js';

export type SessionResponse = ApiBody & { user: User; token: string };

/** An operator's sign-in with the right password: the second factor is asked for (see secondFactor). */
export type SecondFactorStep = {
  status: 'second-factor';
  message: string;
  challenge: string;
  expiresIn: number;
  /** Only while the operator has no confirmed authenticator: the secret to add to a TOTP app. */
  enrolment?: { secret: string; otpauthUri: string };
};

/**
 * Sign-in with e-mail and password as members and artists use it: the session. An operator's
 * answer is a SecondFactorStep instead; a form that serves operators calls signIn.
 */
export function login(body: { email: string; password: string }, options?: RequestOptions): Promise<SessionResponse> {
  return signIn(body, options) as Promise<SessionResponse>;
}

/** Sign-in with e-mail and password: the session, or for an operator the second-factor step. */
export async function signIn(
  body: { email: string; password: string },
  options?: RequestOptions,
): Promise<SessionResponse | SecondFactorStep> {
  try {
    return await callEndpoint(routes.login, { body }, options);
  } catch (error) {
    // An operator's right password is answered 200 with the second step, whose status is not
    // `success` (the client's rule for an answer): that answer is the step, not a failure.
    if (error instanceof ApiError && error.httpStatus === 200 && error.status === 'second-factor') {
      return error.body as SecondFactorStep;
    }
    throw error;
  }
}

export type SocialProvider = 'google' | 'facebook';

/** Why a browser social sign-in came back to /login without a session (`#social-error=<code>`). */
export type { SocialSignInError } from '@art/contracts';

/**
 * Where the browser goes to sign in with a provider (a page load, not a fetch): identity sends it
 * on to the provider, which sends it back to /login with a one-time code (see socialSession) or a
 * refusal's code. `language`, the page's: an account this sign-in makes starts in it.
 */
export function socialSignInUrl(provider: SocialProvider, language?: MemberLanguage): string {
  const start = `${getBaseUrl()}${pathOf(provider === 'google' ? routes.googleSignInStart : routes.facebookSignInStart)}`;
  return language ? `${start}?${new URLSearchParams({ language })}` : start;
}

/** The session of a browser social sign-in, for the one-time code the callback put in /login's fragment. */
export function socialSession(code: string, options?: RequestOptions): Promise<SessionResponse> {
  return callEndpoint(routes.socialSignInSession, { body: { code } }, options);
}

/** An operator's second factor: the step's challenge and a 6-digit TOTP code or a recovery code. */
export function secondFactor(
  body: { challenge: string; code: string },
  options?: RequestOptions,
): Promise<SessionResponse & { recoveryCodes?: string[] }> {
  return callEndpoint(routes.loginSecondFactor, { body }, options);
}

/**
 * Renews a session that a role change ended (a studio approved) without the password: the old
 * token goes in the body, once; a 401 means signing in again.
 */
export function refreshSession(token: string, options?: RequestOptions): Promise<SessionResponse> {
  return callEndpoint(routes.refreshSession, { body: { token } }, options);
}

/** A suspended member's one appeal against the suspension. */
export function appeal(
  body: { email: string; password: string; text: string },
  options?: RequestOptions,
): Promise<ApiBody> {
  return callEndpoint(routes.appeal, { body }, options);
}

export function register(
  body: { name: string; email: string; password: string; confirmPassword: string },
  options?: RequestOptions,
): Promise<ApiBody> {
  const { confirmPassword, ...rest } = body;
  return callEndpoint(routes.register, { body: { ...rest, 'confirm-password': confirmPassword } }, options);
}

export function authenticate(token: string, options?: RequestOptions): Promise<ApiBody & { user: User }> {
  return callEndpoint(routes.authenticate, {}, { ...options, token });
}

/**
 * The code alone names no account: the address says whose code it is (and whose tries it counts
 * against). Signed in, `options.token` lets the server take the signed-in account instead.
 */
export function verifyEmail(body: { code: string; email?: string }, options?: RequestOptions): Promise<ApiBody> {
  const query = body.email ? { email: body.email } : {};
  return callEndpoint(routes.verifyEmail, { params: { code: body.code }, query }, options);
}

export function resendVerificationEmail(email: string, options?: RequestOptions): Promise<ApiBody> {
  return callEndpoint(routes.resendCode, { body: { email } }, options);
}

/** Ends this session (its token is refused from now on); other devices stay signed in. */
export function logout(token: string, options?: RequestOptions): Promise<ApiBody> {
  return callEndpoint(routes.logout, {}, { ...options, token });
}

/** Ends every session of the account, this one included: the caller forgets its token after. */
export function logoutEverywhere(token: string, options?: RequestOptions): Promise<ApiBody> {
  return callEndpoint(routes.logoutEverywhere, {}, { ...options, token });
}

export function requestPasswordReset(email: string, options?: RequestOptions): Promise<ApiBody> {
  return callEndpoint(routes.requestPasswordReset, { body: { email } }, options);
}

export function resetPassword(
  token: string,
  body: { password: string; confirmPassword: string },
  options?: RequestOptions,
): Promise<ApiBody> {
  return callEndpoint(
    routes.resetPassword,
    { params: { token }, body: { password: body.password, 'confirm-password': body.confirmPassword } },
    options,
  );
}

export function googleSignIn(idToken: string, options?: RequestOptions): Promise<SessionResponse> {
  return callEndpoint(routes.signInWithGoogle, { body: { idToken } }, options);
}

export function facebookSignIn(accessToken: string, options?: RequestOptions): Promise<SessionResponse> {
  return callEndpoint(routes.signInWithFacebook, { body: { accessToken } }, options);
}
