/**
 * The e-mail a sign-in, registration, reset or verification body names, read one way by the
 * gateway (which counts attempts per e-mail) and by identity (which serves them): a body the
 * gateway could not read, or read as another address, would get past the per-e-mail limit.
 */
export type EmailInBody =
  | { kind: 'absent' }
  | { kind: 'email'; email: string }
  /** The field is there but is not text (an array, a number...): identity refuses the body. */
  | { kind: 'not-text' };

/** One mailbox, one spelling: `Sita@Example.np ` and `sita@example.np` are one account and one counter. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const BYTE_ORDER_MARK = 0xfeff;

/**
 * A JSON body as the services read it: fastify's parser (secure-json-parse) drops a leading byte
 * order mark, so this does too. Undefined when it is not JSON.
 */
export function parseJsonBody(raw: Buffer | string): unknown {
  let text = typeof raw === 'string' ? raw : raw.toString('utf8');
  if (text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The normalised e-mail of a parsed body; an empty or blank one counts as absent. */
export function emailInBody(body: unknown): EmailInBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'email'))
    return { kind: 'absent' };
  const value = (body as { email: unknown }).email;
  if (value === undefined) return { kind: 'absent' };
  if (typeof value !== 'string') return { kind: 'not-text' };
  const email = normalizeEmail(value);
  return email === '' ? { kind: 'absent' } : { kind: 'email', email };
}
