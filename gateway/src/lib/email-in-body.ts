const parsed = new WeakMap<Buffer, string | undefined>();

/**
 * The e-mail named by a JSON body, normalised (trimmed, lower-case) so that `A@x.com ` and
 * `a@x.com` share one counter. Attempt-limited routes keep their body as the raw bytes (they are
 * forwarded unchanged); it is parsed here at most once per request.
 */
export function emailInBody(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  if (parsed.has(body)) return parsed.get(body);
  let email: string | undefined;
  try {
    const value = JSON.parse(body.toString('utf8')) as { email?: unknown };
    if (typeof value?.email === 'string' && value.email.trim() !== '')
      email = value.email.trim().toLowerCase().slice(0, 254);
  } catch {
    email = undefined;
  }
  parsed.set(body, email);
  return email;
}
