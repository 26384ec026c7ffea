import { emailInBody as emailNamedBy, parseJsonBody } from '@art/contracts';

const parsed = new WeakMap<Buffer, string | undefined>();

/** Longest address counted: anything longer is refused by identity anyway, and keys stay short. */
const MAX_EMAIL = 254;

/**
 * The e-mail an attempt-limited body names, read exactly as identity reads it (@art/contracts
 * emailInBody: a leading byte order mark dropped, normalised), so that no spelling of a body is
 * served there without being counted here. An e-mail that is not text is not counted per e-mail
 * (identity refuses such a body); the attempt still counts per IP. Attempt-limited routes keep
 * their body as the raw bytes (they are forwarded unchanged); it is parsed at most once per request.
 */
export function emailInBody(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  if (parsed.has(body)) return parsed.get(body);
  const found = emailNamedBy(parseJsonBody(body));
  const email = found.kind === 'email' ? found.email.slice(0, MAX_EMAIL) : undefined;
  parsed.set(body, email);
  return email;
}
