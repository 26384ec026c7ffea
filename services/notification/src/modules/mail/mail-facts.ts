import type { MemberLanguage } from '@art/contracts';
import type { IdentityClient } from './identity-client.js';
import type { MailLookup } from './job.js';
import { mailLanguage } from './recipient-language.js';

/**
 * What a lookup adds to a job at send time: the recipient, the language they read the marketplace
 * in and the props the event could not carry.
 */
export interface MailFacts {
  to: string;
  language: MemberLanguage;
  props: Record<string, unknown>;
}

/** Minutes left, counted when the mail is written (a retried mail tells the truth too). */
function minutesLeft(expiresAt: string): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - Date.now()) / 60_000));
}

export async function lookUpMailFacts(
  identity: IdentityClient,
  lookup: MailLookup,
  origin: string,
): Promise<MailFacts> {
  switch (lookup.kind) {
    case 'verification-code': {
      const open = await identity.verificationCode(lookup.userId, lookup.codeId);
      return {
        to: open.email,
        language: mailLanguage(open.language),
        props: { name: open.name, code: open.code, expiresInMinutes: minutesLeft(open.expiresAt) },
      };
    }
    case 'reset-token': {
      const open = await identity.resetToken(lookup.userId, lookup.tokenId);
      return {
        to: open.email,
        language: mailLanguage(open.language),
        props: {
          name: open.name,
          // The shell's reset screen lives at /resetpassword/:token.
          resetUrl: `${origin}/resetpassword/${encodeURIComponent(open.token)}`,
          expiresInMinutes: minutesLeft(open.expiresAt),
        },
      };
    }
    case 'recipient': {
      const who = await identity.recipient(lookup.userId);
      return { to: who.email, language: mailLanguage(who.language), props: { name: who.name } };
    }
  }
}
