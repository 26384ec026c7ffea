/**
 * The session token as clients send it (`Authorization: JWT <token>`, the scheme the API documents; `Bearer`
 * accepted too) and the words for a token that fails. The gateway and identity both check tokens,
 * so a client reads the same message whichever of them refused it.
 */
const AUTHORIZATION = /^(?:JWT|Bearer)\s+(\S+)\s*$/i;

export const WRONG_AUTHORIZATION_SCHEME = 'Authorization header must be "JWT <token>"';
export const INVALID_SESSION_TOKEN = 'Your session token is invalid. Please login again';

const PROBLEMS: Record<string, string> = {
  FAST_JWT_EXPIRED: 'Your session has expired. Please login again',
  FAST_JWT_INVALID_SIGNATURE: 'Your session token was not issued by this site. Please login again',
  FAST_JWT_INVALID_ALGORITHM: 'Your session token was not issued by this site. Please login again',
  FAST_JWT_MALFORMED: 'Your session token is malformed. Please login again',
  FAST_JWT_INACTIVE: 'Your session token is not valid yet. Please login again',
};

/** The token of an Authorization header, or null when the header is missing or of another scheme. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  const match = AUTHORIZATION.exec(header ?? '');
  return match ? match[1]! : null;
}

/** The message for a token the JWT library refused, by the library's error code. */
export function sessionTokenProblem(error: unknown): string {
  return PROBLEMS[(error as { code?: string })?.code ?? ''] ?? INVALID_SESSION_TOKEN;
}
