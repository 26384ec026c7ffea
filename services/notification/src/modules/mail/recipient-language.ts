import { MemberLanguage } from '@art/contracts';
import { Value } from 'typebox/value';
import { type IdentityClient, MailNoLongerWanted } from './identity-client.js';

/** The language a mail is written in: the one identity named when this service writes it, else English. */
export function mailLanguage(value: unknown): MemberLanguage {
  return Value.Check(MemberLanguage, value) ? value : 'en';
}

/**
 * The language of a member whose mail needs nothing else from identity (the event named the
 * address): only the language of identity's answer is used. A member identity no longer knows
 * reads English; identity not answering fails the attempt like any other read, and BullMQ retries.
 */
export async function memberLanguage(identity: IdentityClient, userId: string): Promise<MemberLanguage> {
  try {
    return mailLanguage((await identity.recipient(userId)).language);
  } catch (error) {
    if (error instanceof MailNoLongerWanted) return 'en';
    throw error;
  }
}
