import type { FollowStatus } from '@art/contracts';
import { socialEndpoints } from '@art/contracts/endpoints';
import { AppError } from '@art/kit';

export const REQUEST_NOT_FOUND = 'Follow request not found';
export const USER_NOT_FOUND = 'User not found';

/** A follow answer that is not `success`: its status word, with the HTTP status that goes with it. */
export function followRefusal(status: Exclude<FollowStatus, 'success'>): AppError {
  const { messages } = socialEndpoints.followArtist;
  if (status === 'followed') return new AppError(409, 'followed', messages.alreadyFollowing);
  return new AppError(404, 'not-found', messages.notFound);
}
