import { createHmac, randomBytes } from 'node:crypto';

/** The claims of a session token (identity signs HS256 with `sub`, `role`, `sv`, `iat`, `exp`). */
export type Claims = Record<string, unknown> & { sub: string; exp: number };

export function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** An HS256 JWT over `claims`, signed with `secret`: the way identity signs, made here to forge. */
export function signToken(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The same member's token, signed with the stack's real key, but expired a minute ago. */
export function expiredToken(token: string, secret: string): string {
  return signToken({ ...claimsOf(token), iat: nowSeconds() - 3600, exp: nowSeconds() - 60 }, secret);
}

/** The same member's claims, still valid for an hour, signed with a key the stack never saw. */
export function tokenOfAnotherKey(token: string): string {
  return signToken({ ...claimsOf(token), exp: nowSeconds() + 3600 }, randomBytes(32).toString('hex'));
}
