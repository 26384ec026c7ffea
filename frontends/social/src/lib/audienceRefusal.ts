import { ApiError } from '@art/sdk';

/** The audience's refusals (the kit's AUDIENCE_REFUSALS codes), which social screens answer in words. */
export type AudienceRefusal = 'private-account' | 'blocked';

/** The audience refusal an error carries, or null for any other failure. */
export function audienceRefusalOf(error: unknown): AudienceRefusal | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 403) return null;
  if (error.status === 'private-account') return 'private-account';
  if (error.status === 'blocked') return 'blocked';
  return null;
}

/** The social text key of an audience refusal. */
export function audienceRefusalKey(refusal: AudienceRefusal): 'audience.privateAccount' | 'audience.blocked' {
  return refusal === 'private-account' ? 'audience.privateAccount' : 'audience.blocked';
}
