// "Send us a message": full name, e-mail, phone and message are all required.

export type InquiryFields = { name: string; email: string; phone: string; message: string };

export const INQUIRY_FIELDS: readonly (keyof InquiryFields)[] = ['name', 'email', 'phone', 'message'];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Every field that is wrong, in the form's order, with its message's key. */
export function inquiryProblems(fields: InquiryFields): Partial<Record<keyof InquiryFields, string>> {
  const problems: Partial<Record<keyof InquiryFields, string>> = {};
  for (const field of INQUIRY_FIELDS) {
    if (!fields[field].trim()) problems[field] = `inquiry.errors.${field}Required`;
  }
  if (!problems.email && !EMAIL_PATTERN.test(fields.email.trim())) problems.email = 'inquiry.errors.emailInvalid';
  return problems;
}
