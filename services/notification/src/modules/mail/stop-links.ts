import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../db/member-ids.js';
import { isOptionalMailKind, type OptionalMailKind } from './kinds.js';

/**
 * A mail's stop link: `<member id>.<kind>.<signature>`, the signature an HMAC-SHA256 of the member
 * and the kind under a key derived from the internal token (no new secret to configure). It names
 * no secret and turns off one kind for one member: the worst a leaked link does is stop that mail,
 * which the member turns back on in their preferences. It never expires, like a List-Unsubscribe link.
 */
function keyOf(internalToken: string): Buffer {
  return createHmac('sha256', internalToken).update('art-mail-stop-link-v1').digest();
}

function signatureOf(internalToken: string, userId: string, kind: string): string {
  return createHmac('sha256', keyOf(internalToken)).update(`${userId}:${kind}`).digest('base64url');
}

export function stopMailToken(internalToken: string, userId: string, kind: OptionalMailKind): string {
  return `${userId}.${kind}.${signatureOf(internalToken, userId, kind)}`;
}

/** The member and kind a token names, or null when it is not one this marketplace signed. */
export function readStopMailToken(
  internalToken: string,
  token: string,
): { userId: string; kind: OptionalMailKind } | null {
  const [userId = '', kind = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(userId) || !isOptionalMailKind(kind)) return null;
  const expected = Buffer.from(signatureOf(internalToken, userId, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
