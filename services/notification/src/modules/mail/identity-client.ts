import {
  identityInternalPaths,
  MailRecipient,
  MemberLanguage,
  ResetTokenForMail,
  VerificationCodeForMail,
} from '@art/contracts';
import { INTERNAL_TOKEN_HEADER, traceHeaders } from '@art/kit';
import type { TObject } from 'typebox';
import { Value } from 'typebox/value';

/** Identity says the code, link or account is gone (used, expired, replaced, deleted): send nothing. */
export class MailNoLongerWanted extends Error {
  override name = 'MailNoLongerWanted';
}

/**
 * A language this service does not write (one a newer identity added) is no reason to lose the
 * mail: it is left out of the answer, and the mail is written in English.
 */
function withoutUnknownLanguage(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('language' in body)) return body;
  if (Value.Check(MemberLanguage, body.language)) return body;
  const { language: _unknown, ...rest } = body;
  return rest;
}

export interface IdentityClientOptions {
  baseUrl: string;
  internalToken: string;
  timeoutMs: number;
}

/**
 * Identity's internal routes, asked by the mail worker at send time. Only identity can tell
 * whether a code is still open, so this is a synchronous call; it is bounded by a timeout, and a
 * failure (timeout, refused, 5xx) fails the job, which BullMQ retries with its back-off.
 */
export function identityClient(options: IdentityClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function read<T extends TObject>(path: string, schema: T) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        // Empty in the mail worker today (its jobs carry no trace); a traced caller's call joins its trace.
        headers: { ...traceHeaders(), [INTERNAL_TOKEN_HEADER]: options.internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new Error(`identity did not answer (${(error as Error).name}: ${(error as Error).message})`);
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new MailNoLongerWanted(`identity answered ${response.status} for ${path}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`identity answered ${response.status} for ${path}`);
    }
    const body = withoutUnknownLanguage(await response.json());
    if (!Value.Check(schema, body)) throw new Error(`identity's answer for ${path} does not match its contract`);
    return body as import('typebox').Static<T>;
  }

  return {
    verificationCode: (userId: string, codeId: string) =>
      read(identityInternalPaths.verificationCode(userId, codeId), VerificationCodeForMail),
    resetToken: (userId: string, tokenId: string) =>
      read(identityInternalPaths.resetToken(userId, tokenId), ResetTokenForMail),
    recipient: (userId: string) => read(identityInternalPaths.recipient(userId), MailRecipient),
  };
}

export type IdentityClient = ReturnType<typeof identityClient>;
