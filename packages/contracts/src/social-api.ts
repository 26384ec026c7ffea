import { type Static, Type } from 'typebox';
import { FEED_PAGE_SIZE, FOLLOW_LIST_DEFAULT, FOLLOW_LIST_MAX, POSTS_MAX_TOTAL } from './social-limits.js';

// The social area's answers as the screens read them (post, comment, report option, user card;
// published at /api/docs). Lists of ids the old client carried (likes, hideFrom, follows) are replaced by counts and
// the viewer's own state, so a post with 10,000 likes stays a small answer.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const ImageFile = Type.Object({ fileName: Type.String(), url: Type.String(), fallbackUrl: Type.String() });

/** A post's attached image, stored in two variants with a blurred placeholder. */
export const PostImage = Type.Object({
  placeholder: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  files: Type.Object({ feed: ImageFile, large: ImageFile }),
});
export type PostImage = Static<typeof PostImage>;

/** Who wrote a post or a comment, from social's user projection. */
export const SocialAuthor = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  picture: Type.String(),
  role: Type.Integer(),
  verifiedArtist: Type.Boolean(),
});
export type SocialAuthor = Static<typeof SocialAuthor>;

export const PostComment = Type.Object({
  _id: Type.String(),
  comment: Type.String(),
  created: Type.String(),
  author: SocialAuthor,
});
export type PostComment = Static<typeof PostComment>;

export const PostView = Type.Object({
  _id: Type.String(),
  /** The text (required, stored as written; the card cuts it at 300 characters). */
  post: Type.String(),
  picture: Nullable(PostImage),
  /** The 11-character YouTube video id, or null. */
  youtube_url: Nullable(Type.String()),
  author: SocialAuthor,
  created: Type.String(),
  updated: Type.String(),
  likesCount: Type.Integer({ minimum: 0 }),
  /** Whether the signed-in viewer likes it; false for guests. */
  liked: Type.Boolean(),
  commentsCount: Type.Integer({ minimum: 0 }),
  /** The newest comments, newest first (at most 2: the card's preview). */
  comments: Type.Array(PostComment),
  /**
   * Hidden by the moderators (issue 22): present only for its author, who alone still sees it,
   * with the reason they were told.
   */
  hiddenReason: Type.Optional(Type.String()),
});
export type PostView = Static<typeof PostView>;

/** `{status, message: PostView[], total}`: the feed's paging asks for the first `total` posts. */
export const PostPage = Type.Object({
  status: Type.String(),
  message: Type.Array(PostView),
  /** How many posts the same query has in all (the client stops asking when it has them). */
  total: Type.Integer({ minimum: 0 }),
});
export type PostPage = Static<typeof PostPage>;

/** A person in a followers or following list, a blocked-users row, or a studio to follow. */
export const SocialUserCard = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  picture: Type.String(),
  role: Type.Integer(),
  verifiedArtist: Type.Boolean(),
  isPrivate: Type.Boolean(),
  categories: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  followsCount: Type.Integer({ minimum: 0 }),
  totalArtworks: Type.Integer({ minimum: 0 }),
  /** The spec's name for the same count on block-list entries (the user shape has both). */
  productsCount: Type.Integer({ minimum: 0 }),
  /** Whether the signed-in viewer follows this user (false for guests). */
  following: Type.Boolean(),
  /** Whether the viewer has a pending follow request to this (private) user. */
  requested: Type.Boolean(),
});
export type SocialUserCard = Static<typeof SocialUserCard>;

/** Follow answers' statuses, with `success` spelled correctly (docs/decisions/0021-social-service.md). */
export const FollowStatus = Type.Union([
  Type.Literal('success'),
  Type.Literal('requested'),
  Type.Literal('followed'),
  Type.Literal('not-found'),
]);
export type FollowStatus = Static<typeof FollowStatus>;

/** The follow button's state for one studio, read on mount and after every change. */
export const FollowState = Type.Object({
  status: Type.String(),
  following: Type.Boolean(),
  requested: Type.Boolean(),
});
export type FollowState = Static<typeof FollowState>;

/** A pending follow request to the signed-in (private) user. */
export const FollowRequestView = Type.Object({
  _id: Type.String(),
  follower: SocialUserCard,
  created: Type.String(),
});
export type FollowRequestView = Static<typeof FollowRequestView>;

export const ReportCategory = Type.Object({ _id: Type.String(), name: Type.String() });
export type ReportCategory = Static<typeof ReportCategory>;

// The requests' shapes, as the endpoint declarations (endpoints/social.ts) validate them.

/** A post's id in a path or a body. */
export const PostId = Type.String({ minLength: 1, maxLength: 100, description: 'Post id' });

/** A user's id in the follow calls' bodies and paths. */
export const FollowUserId = Type.String({ minLength: 1, maxLength: 100, description: "A user's id" });

/** A written or edited post, with the message the form shows. */
export const PostAnswer = Type.Object({ status: Type.String(), message: Type.String(), post: PostView });

/** How many posts from the top the feed's paging asks for. */
export const FeedTotal = Type.Integer({
  minimum: 1,
  maximum: POSTS_MAX_TOTAL,
  default: FEED_PAGE_SIZE,
  description: 'How many posts from the top',
});

export const FeedSort = Type.Union([Type.Literal('recent'), Type.Literal('popular')], { default: 'recent' });

export const FeedQuery = Type.Object({
  sort: FeedSort,
  show: Type.Union([Type.Literal('all'), Type.Literal('recommended'), Type.Literal('following')], { default: 'all' }),
  artistId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "One studio's posts only" })),
  total: FeedTotal,
});
export type FeedQuery = Static<typeof FeedQuery>;

/** A follow call's answer: its status word, with a message when there is one to show. */
export const FollowDone = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });

/** A page of a followers or following list and how many the list holds. */
export const FollowList = Type.Object({
  status: Type.String(),
  message: Type.Array(SocialUserCard),
  total: Type.Integer(),
});

/** Whose list (the viewer's when left out) and which page of it. */
export const FollowListQuery = Type.Object({
  userId: Type.Optional(FollowUserId),
  limit: Type.Integer({ minimum: 1, maximum: FOLLOW_LIST_MAX, default: FOLLOW_LIST_DEFAULT }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
});
