import { ApiError } from '@art/sdk';

/**
 * The audience's refusals (the kit's AUDIENCE_REFUSALS codes): a screen shows a private account's
 * notice in place of what it closes. Their words are @art/ui's shared refusals (useRefusalText).
 */
export type AudienceRefusal = 'private-account' | 'blocked';

/** The audience refusal an error carries, or null for any other failure. */
export function audienceRefusalOf(error: unknown): AudienceRefusal | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 403) return null;
  if (error.status === 'private-account') return 'private-account';
  if (error.status === 'blocked') return 'blocked';
  return null;
}
