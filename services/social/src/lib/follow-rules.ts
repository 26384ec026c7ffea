import type { FollowStatus } from '@art/contracts';
import { AppError } from '@art/kit';

export const ALREADY_FOLLOWING = 'You already follow this artist. Please refresh the page again.';
export const FOLLOW_NOT_FOUND = 'An error occurred. Please refresh the page and try again.';
export const REQUEST_NOT_FOUND = 'Follow request not found';
export const USER_NOT_FOUND = 'User not found';
/** How many studios the home page's Studios to follow row shows (home rows slice to 11). */
export const STUDIOS_TO_FOLLOW = 11;
/** Trending looks at the followers gained in this many days. */
export const TRENDING_DAYS = 30;
export const FOLLOW_LIST_DEFAULT = 50;
export const FOLLOW_LIST_MAX = 200;

/** A follow answer that is not `success`: the spec's status word with its HTTP status. */
export function followRefusal(status: Exclude<FollowStatus, 'success'>): AppError {
  if (status === 'followed') return new AppError(409, 'followed', ALREADY_FOLLOWING);
  return new AppError(404, 'not-found', FOLLOW_NOT_FOUND);
}
