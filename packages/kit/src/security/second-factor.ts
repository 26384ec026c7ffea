/**
 * An operator's session proves a second factor (OWASP ASVS L2 for administrative access): identity
 * signs it into the token as the authentication methods used (claim `amr`, RFC 8176: `pwd` and
 * `otp`), the gateway reads it from the verified token and forwards it in a header it strips from
 * incoming requests (every `x-user-*` is), and the kit's access guard refuses an `operator`
 * endpoint without it: 403 `second-factor-required`.
 */
export const AUTH_METHODS_CLAIM = 'amr';

/** The methods of a session signed in with password and TOTP (or a recovery code). */
export const SECOND_FACTOR_METHODS = ['pwd', 'otp'] as const;

/** The header the gateway forwards the fact in (only `1`; absent otherwise). */
export const USER_SECOND_FACTOR_HEADER = 'x-user-second-factor';

export const SECOND_FACTOR_REQUIRED = 'second-factor-required';
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Operator pages need a sign-in with your second factor. Please sign in again with your authenticator code';

/** Whether a verified token's claims say a second factor was used at sign-in. */
export function secondFactorOf(payload: Record<string, unknown>): boolean {
  const methods = payload[AUTH_METHODS_CLAIM];
  return Array.isArray(methods) && methods.includes('otp');
}
