/** The longest appeal the identity service takes (AppealBody.text). */
export const APPEAL_MAX = 2000;

type AppealFields = { email: string; password: string; text: string };

/** The message keys of what is missing: the account's e-mail and password, and a reason to lift it. */
export function appealErrors(form: AppealFields): Partial<Record<keyof AppealFields, string>> {
  const errors: Partial<Record<keyof AppealFields, string>> = {};
  if (!form.email.trim()) errors.email = 'register.emailEmpty';
  if (!form.password) errors.password = 'register.passwordEmpty';
  if (!form.text.trim()) errors.text = 'appeal.textEmpty';
  else if (form.text.trim().length > APPEAL_MAX) errors.text = 'appeal.textTooLong';
  return errors;
}
