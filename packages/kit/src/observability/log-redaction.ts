/**
 * Paths whose last segment is a secret (a verification code, a password-reset token). They are
 * fixed public API paths (see /api/docs), so the secret cannot move to a body; it is masked
 * wherever a URL is logged instead.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^((?:\/api)?\/auth\/verifyemail\/)[^/?#]+/i,
  /^((?:\/api)?\/auth\/reset\/)[^/?#]+/i,
];

export const REDACTED = '[redacted]';

/** The URL with any secret path segment replaced by `[redacted]`; other URLs come back unchanged. */
export function redactSecretsInUrl(url: string): string {
  for (const pattern of SECRET_SEGMENTS) {
    if (pattern.test(url)) return url.replace(pattern, `$1${REDACTED}`);
  }
  return url;
}
