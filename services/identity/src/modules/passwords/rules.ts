import { AppError } from '@art/kit';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another';

/**
 * The most used passwords (zxcvbn-ts' common list: about 49,000, lower-case, from leaked password
 * sets), the first ones tried by anyone guessing. Compared without case: `Password1` is tried as
 * early as `password1`.
 */
const COMMON = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * A new password (registration, reset, any change) is refused when it is common, after the length
 * rule (6+ characters with a number) passed. Signing in never looks at the list: accounts made
 * before it keep working.
 */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError(400, 'password-too-common', PASSWORD_TOO_COMMON);
}
