/** The code as typed, without spaces (authenticator apps show "123 456") and upper-cased (recovery codes). */
export function normaliseSecondFactorCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Six digits from the app, or a recovery code (letters, digits and dashes, 8 to 64 characters). */
export function isSecondFactorCode(code: string): boolean {
  return /^\d{6}$/.test(code) || /^[A-Z0-9-]{8,64}$/.test(code);
}

/** The key in groups of four, as authenticator apps ask it to be typed. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
