import { Type } from 'typebox';
import { defineEvent } from './envelope.js';

// The social area (issue 8) publishes these on its stream SOCIAL (`social.>`); catalogue and
// messaging already keep projections of them.

const Follow = Type.Object({ followerId: Type.String(), artistId: Type.String() });
export const FollowCreated = defineEvent('social.follow.created', 1, Follow);
export const FollowRemoved = defineEvent('social.follow.removed', 1, Follow);

const Block = Type.Object({ blockerId: Type.String(), blockedId: Type.String() });
/** From now on the blocked user can no longer follow, view, comment on or message the blocker. */
export const UserBlocked = defineEvent('social.user.blocked', 1, Block);
export const UserUnblocked = defineEvent('social.user.unblocked', 1, Block);

export const socialEvents = [FollowCreated, FollowRemoved, UserBlocked, UserUnblocked] as const;
