import { randomBytes } from 'node:crypto';

/**
 * A prefix no running stack or other suite uses, for BUS_PREFIX (@art/kit turns it into stream
 * names `<PREFIX>_<BASE>` and subjects `<prefix>.<type>`) and Redis keys: lower-case letters and
 * digits, starting with "t".
 */
export function uniqueStreamPrefix(): string {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A unique e-mail address for one test (maildev keeps every mail; filter by this address). */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${Date.now().toString(36)}${randomBytes(2).toString('hex')}@test.art.local`.toLowerCase();
}
