import { Type } from 'typebox';
import { defineEvent } from './envelope.js';

// The social area publishes these on its stream SOCIAL (`social.>`). Catalogue and messaging keep
// projections of follows and blocks; identity keeps the follow counts and the onboarding flag;
// notification turns likes, comments, new posts and follow requests into notifications, and takes
// away those of a deleted post and those between two members who block each other.

const Follow = Type.Object({ followerId: Type.String(), artistId: Type.String() });
export const FollowCreated = defineEvent('social.follow.created', 1, Follow);
export const FollowRemoved = defineEvent('social.follow.removed', 1, Follow);

/** A user asked to follow a private studio; the studio approves (or the asker cancels). */
export const FollowRequested = defineEvent(
  'social.follow.requested',
  1,
  Type.Object({ requestId: Type.String(), followerId: Type.String(), artistId: Type.String() }),
);
/**
 * A pending request ended without an approval: the asker withdrew it (cancel, or unfollowing a
 * studio they had only asked to follow), or a block between the two ended it. Its "asked to follow
 * you" notification goes with it.
 */
export const FollowRequestCancelled = defineEvent(
  'social.follow.request_cancelled',
  1,
  Type.Object({ requestId: Type.String(), followerId: Type.String(), artistId: Type.String() }),
);
/** A private studio approved a request; a FollowCreated for the same pair is published with it. */
export const FollowApproved = defineEvent(
  'social.follow.approved',
  1,
  Type.Object({ requestId: Type.String(), followerId: Type.String(), artistId: Type.String() }),
);

/**
 * A user's follower and following counts after a change, for the user views other areas serve
 * (identity's profile). `version` grows with every change of the user's counts, so a consumer keeps
 * only the newest (events may come out of order).
 */
export const FollowsCounted = defineEvent(
  'social.user.follows_counted',
  1,
  Type.Object({
    userId: Type.String(),
    followers: Type.Integer({ minimum: 0 }),
    following: Type.Integer({ minimum: 0 }),
    version: Type.Integer({ minimum: 1 }),
  }),
);

/** The user finished (or skipped, with no artists) the initiate-follows onboarding. */
export const FollowsInitiated = defineEvent(
  'social.user.follows_initiated',
  1,
  Type.Object({ userId: Type.String(), artistIds: Type.Array(Type.String()) }),
);

const Block = Type.Object({ blockerId: Type.String(), blockedId: Type.String() });
/** From now on the blocked user can no longer follow, view, comment on or message the blocker. */
export const UserBlocked = defineEvent('social.user.blocked', 1, Block);
export const UserUnblocked = defineEvent('social.user.unblocked', 1, Block);

const PostRef = {
  postId: Type.String(),
  /** The post's author: the one to notify. */
  authorId: Type.String(),
  /** The first characters of the post's text, for the notification's line. */
  excerpt: Type.String(),
};

/** A new post: followers of its author may be told. */
export const PostCreated = defineEvent('social.post.created', 1, Type.Object(PostRef));

/**
 * The author deleted the post (an operator's hide is moderation.content.hidden). Ids only: what
 * was written is gone with it. Notification takes away every notification of the post.
 */
export const PostDeleted = defineEvent(
  'social.post.deleted',
  1,
  Type.Object({ postId: Type.String(), authorId: Type.String() }),
);

/** Published when a like is added (an unlike notifies nobody). */
export const PostLiked = defineEvent('social.post.liked', 1, Type.Object({ ...PostRef, likerId: Type.String() }));

export const PostCommented = defineEvent(
  'social.post.commented',
  1,
  Type.Object({ ...PostRef, commenterId: Type.String(), commentId: Type.String() }),
);

/** A report for moderation; the free text stays in social's database (not in the event). */
export const ReportCreated = defineEvent(
  'social.report.created',
  1,
  Type.Object({
    reportId: Type.String(),
    reporterId: Type.String(),
    targetType: Type.Union([
      Type.Literal('post'),
      Type.Literal('product'),
      Type.Literal('user'),
      Type.Literal('comment'),
    ]),
    targetId: Type.String(),
    categoryId: Type.String(),
    /** Optional so that reports published before them still read. */
    categoryName: Type.Optional(Type.String()),
    /** What the reporter wrote. */
    content: Type.Optional(Type.String()),
    /**
     * The reported thing as it was when reported, kept by moderation even if it is edited or
     * deleted later: its owner, its text (post text, comment, artwork title and description, or
     * the profile's name and biography) and its public image addresses.
     */
    snapshot: Type.Optional(
      Type.Object({
        ownerId: Type.String(),
        ownerName: Type.String(),
        text: Type.String(),
        imageUrls: Type.Array(Type.String()),
      }),
    ),
  }),
);

export const socialEvents = [
  FollowCreated,
  FollowRemoved,
  FollowRequested,
  FollowRequestCancelled,
  FollowApproved,
  FollowsCounted,
  FollowsInitiated,
  UserBlocked,
  UserUnblocked,
  PostCreated,
  PostDeleted,
  PostLiked,
  PostCommented,
  ReportCreated,
] as const;
