// The identity screens' client checks, as pure functions returning translation keys (first failure wins).

export type RegisterFields = { name: string; email: string; password: string; confirmPassword: string };

/** A failed check: the field it belongs to (its message is shown on it) and the message's key. */
export type FieldProblem<F extends string> = { field: F; key: string };

/** In the form's order: name, email, password, confirmation, match. */
export function registerProblem(fields: RegisterFields): FieldProblem<keyof RegisterFields> | null {
  if (!fields.name.trim()) return { field: 'name', key: 'register.nameEmpty' };
  if (!fields.email.trim()) return { field: 'email', key: 'register.emailEmpty' };
  if (!fields.password) return { field: 'password', key: 'register.passwordEmpty' };
  if (!fields.confirmPassword) return { field: 'confirmPassword', key: 'register.confirmEmpty' };
  if (fields.password !== fields.confirmPassword) return { field: 'confirmPassword', key: 'register.mismatch' };
  return null;
}

/** Both new passwords given and equal; the message belongs to the first field that is wrong. */
export function newPasswordProblem(
  password: string,
  confirmPassword: string,
): FieldProblem<'password' | 'confirmPassword'> | null {
  if (password === '') return { field: 'password', key: 'resetWithToken.checkPassword' };
  if (confirmPassword === '' || confirmPassword !== password)
    return { field: 'confirmPassword', key: 'resetWithToken.checkPassword' };
  return null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const MAX_STUDIO_IMAGE_BYTES = 2 * 1024 * 1024;

export function isStudioImageAllowed(file: { name: string; type: string; size: number }): boolean {
  const isJpgOrPng = /\.(jpe?g|png)$/i.test(file.name) || ['image/jpeg', 'image/png'].includes(file.type);
  return isJpgOrPng && file.size < MAX_STUDIO_IMAGE_BYTES;
}

// The documented cover check ("2,000,000 bytes or more") contradicts its own message and any sensible
// rule; the cover has an upper bound instead, the identity service's (5 MiB, COVER_MAX_BYTES there).
// See docs/decisions-frontend.md.
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export function isCoverSizeAccepted(bytes: number): boolean {
  return bytes <= COVER_MAX_BYTES;
}

/** <input type=date> gives YYYY-MM-DD; the API wants MM/DD/YYYY. */
export function toApiDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

export function fromApiDate(apiDate: string | undefined): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(apiDate ?? '');
  if (match) return `${match[3]}-${match[1]}-${match[2]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(apiDate ?? '') ? (apiDate ?? '').slice(0, 10) : '';
}
