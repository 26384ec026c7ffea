import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through otplib, as every authenticator app reads it. A code
 * of the step before or after is accepted too (clocks drift), and a step at or below the last one
 * used is refused (a code works once).
 */
export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step of a right code, or null. */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code (the demo seed's tests and the system tests type it like an app would). */
export function currentTotp(secret: string, epochSeconds?: number): Promise<string> {
  return generate({ secret, ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }) });
}
