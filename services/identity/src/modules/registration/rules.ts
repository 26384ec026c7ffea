import { type MemberLanguage, normalizeEmail } from '@art/contracts';

/**
 * The account rules, as plain functions so that they are tested without a server. The messages
 * and their order are the API's: docs/api-identity.md lists them route by route.
 */
export const MESSAGES = {
  nameEmpty: 'Full Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  confirmationEmpty: 'Password Confirmation cannot be empty',
  passwordsDiffer: 'Passwords do not match',
  emailInvalid: 'Email address is not valid',
  passwordWeak: 'Password must be at least 6 characters long and contain at least one number',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven by the code.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The gateway counts attempts per e-mail with the same spelling rule.
export { normalizeEmail } from '@art/contracts';

export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && email.length <= 254;
}

export function isStrongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /\d/.test(password);
}

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  'confirm-password': string;
  /** The schema has refused any other value; left out, the account reads English. */
  language?: MemberLanguage;
}

/**
 * The first failing rule, or null when the registration may go ahead: the empty fields in the
 * form's order, then the confirmation, then the e-mail's and the password's shape.
 */
export function registrationProblem(input: RegistrationInput): string | null {
  if (!input.name.trim()) return MESSAGES.nameEmpty;
  if (!input.email.trim()) return MESSAGES.emailEmpty;
  if (!input.password) return MESSAGES.passwordEmpty;
  if (!input['confirm-password']) return MESSAGES.confirmationEmpty;
  if (input.password !== input['confirm-password']) return MESSAGES.passwordsDiffer;
  if (!isEmail(normalizeEmail(input.email))) return MESSAGES.emailInvalid;
  if (!isStrongEnough(input.password)) return MESSAGES.passwordWeak;
  return null;
}

/** Every problem with a new password at once: the reset page lists them all under the form. */
export function newPasswordProblems(password: string, confirmation: string): string[] {
  const problems: string[] = [];
  if (!password) problems.push(MESSAGES.passwordEmpty);
  if (!confirmation) problems.push(MESSAGES.confirmationEmpty);
  if (password && confirmation && password !== confirmation) problems.push(MESSAGES.passwordsDiffer);
  if (password && !isStrongEnough(password)) problems.push(MESSAGES.passwordWeak);
  return problems;
}
