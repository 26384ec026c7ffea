// The social area: posts, feeds, comments, likes, hides, follows and follow requests, studios to
// follow, reports and blocks. Shapes are the social service's own (@art/contracts).
//
// Imported as '@art/sdk/social', on its own: only the social remote downloads it (the package root
// is shared by every remote and the shell, so what it holds is in everyone's first render). It
// talks through the root's shared `request`, so errors are the one ApiError class everyone checks.
import type {
  FollowRequestView,
  FollowStatus,
  PostComment,
  PostView,
  ReportCategory,
  SocialUserCard,
} from '@art/contracts';
import type { socialEndpoints } from '@art/contracts/endpoints';
import { type ApiBody, ApiError, type RequestOptions, request } from './core.js';
import { callEndpoint, pathOf } from './declared-route.js';
import { socialRoutes as routes } from './routes/social.js';

/** The report reason whose free text is sent (as `content`); any other reason sends none. */
export { REPORT_OTHER_ID } from '@art/contracts/social-limits';
export type { FollowRequestView, FollowStatus, PostComment, PostView, ReportCategory, SocialUserCard };

/** Which posts a feed shows; recommended and following need a signed-in viewer. */
export type FeedShow = 'all' | 'recommended' | 'following';
export type FeedSort = 'recent' | 'popular';

export type FeedQuery = {
  show?: FeedShow;
  sort?: FeedSort;
  /** One studio's posts only (the Top Studios side filter). */
  artistId?: string;
  /** The feed asks for its first `total` posts; loading more raises it by the page size. */
  total: number;
};

/** The first `total` posts of a query and how many it holds in all. */
export type PostList = { posts: PostView[]; total: number };

type PostListBody = ApiBody & { message: PostView[]; total: number };

/**
 * The feed's query as the address carries it: `total` always, the rest only when chosen (the
 * server fills in its defaults, which the declaration's types call required).
 */
function feedQueryOf(query: FeedQuery): Record<string, string | number | undefined> {
  return { total: query.total, show: query.show, sort: query.sort, artistId: query.artistId || undefined };
}

/** The feed: guests read the public feed, signed-in viewers their own (same parameters). */
export async function getFeed(query: FeedQuery, options: RequestOptions = {}): Promise<PostList> {
  const route = options.token ? routes.signedInFeed : routes.publicFeed;
  const body = await request<PostListBody>(pathOf(route, {}, feedQueryOf(query)), options);
  return { posts: body.message, total: body.total };
}

/** Posts by the studios the signed-in viewer follows. */
export async function getFollowingFeed(
  query: Omit<FeedQuery, 'show'>,
  options: RequestOptions = {},
): Promise<PostList> {
  const body = await request<PostListBody>(pathOf(routes.followingFeed, {}, feedQueryOf(query)), options);
  return { posts: body.message, total: body.total };
}

export async function getRecommendedPosts(options: RequestOptions = {}): Promise<PostView[]> {
  return (await callEndpoint(routes.recommendedPosts, {}, options)).message;
}

export async function getPostsByArtist(
  artistId: string,
  total: number,
  options: RequestOptions = {},
): Promise<PostList> {
  const body = await callEndpoint(routes.postsByArtist, { params: { id: artistId, total } }, options);
  return { posts: body.message, total: body.total };
}

export async function getPost(postId: string, options: RequestOptions = {}): Promise<PostView> {
  return (await callEndpoint(routes.post, { params: { id: postId } }, options)).message;
}

/** A post's form: text, and either an image or a YouTube link (not both). */
export type PostDraft = { post: string; picture?: Blob | null; youtubeUrl?: string };

export function postForm(draft: PostDraft): FormData {
  const form = new FormData();
  form.set('post', draft.post);
  if (draft.picture) form.set('picture', draft.picture);
  if (draft.youtubeUrl) form.set('youtube_url', draft.youtubeUrl);
  return form;
}

export async function createPost(draft: PostDraft, options: RequestOptions = {}): Promise<PostView> {
  return (await callEndpoint(routes.createPost, { body: postForm(draft) }, options)).post;
}

export async function updatePost(postId: string, draft: PostDraft, options: RequestOptions = {}): Promise<PostView> {
  return (await callEndpoint(routes.updatePost, { params: { id: postId }, body: postForm(draft) }, options)).post;
}

export async function deletePost(postId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.deletePost, { params: { id: postId } }, options);
}

export type PostLikeResult = { liked: boolean; likesCount: number };

/** Toggles the viewer's like. */
export async function likePost(postId: string, options: RequestOptions = {}): Promise<PostLikeResult> {
  const body = await callEndpoint(routes.togglePostLike, { body: { post: postId } }, options);
  return { liked: body.liked, likesCount: body.likesCount };
}

/** Toggles whether the post is hidden from the viewer (hide, and Undo). */
export async function hidePost(postId: string, options: RequestOptions = {}): Promise<{ hidden: boolean }> {
  const body = await callEndpoint(routes.togglePostHidden, { params: { postId } }, options);
  return { hidden: body.hidden };
}

/** The newest `total` comments of a post, newest first, and how many it has. */
export async function getPostComments(
  postId: string,
  total: number,
  options: RequestOptions = {},
): Promise<{ comments: PostComment[]; total: number }> {
  const body = await callEndpoint(routes.postComments, { params: { postId, total } }, options);
  return { comments: body.message, total: body.total };
}

export async function addPostComment(
  postId: string,
  comment: string,
  options: RequestOptions = {},
): Promise<PostComment> {
  return (await callEndpoint(routes.commentOnPost, { body: { comment, post_id: postId } }, options)).message;
}

const FOLLOW_ANSWERS: readonly string[] = ['requested', 'followed', 'not-found'];

/**
 * Follows a studio. The answer is one of the follow statuses: success (now following), requested
 * (a private studio: a request waits), followed (already following), not-found.
 */
export async function followArtist(artistId: string, options: RequestOptions = {}): Promise<FollowStatus> {
  try {
    await callEndpoint(routes.followArtist, { body: { artist: artistId } }, options);
    return 'success';
  } catch (error) {
    if (error instanceof ApiError && FOLLOW_ANSWERS.includes(error.status)) return error.status as FollowStatus;
    throw error;
  }
}

export async function unfollowArtist(artistId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.unfollowArtist, { body: { artist: artistId } }, options);
}

/** The follow button's state for one studio: following, or a pending request, or neither. */
export async function getFollowState(
  artistId: string,
  options: RequestOptions = {},
): Promise<{ following: boolean; requested: boolean }> {
  const body = await callEndpoint(routes.followState, { body: { artist: artistId } }, options);
  return { following: body.following, requested: body.requested };
}

export async function cancelFollowRequest(artistId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.cancelFollowRequest, { body: { artist: artistId } }, options);
}

/** Requests waiting for the signed-in (private) user's approval. */
export async function getFollowRequests(options: RequestOptions = {}): Promise<FollowRequestView[]> {
  return (await callEndpoint(routes.followRequests, {}, options)).message;
}

/** Approves a request; `notification` is the request's id, as the follow-request notification carries it. */
export async function approveFollow(requestId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.approveFollow, { body: { notification: requestId } }, options);
}

/** The onboarding: follows every chosen studio; an empty list means Skip. Either way it is not asked again. */
export async function initiateFollows(artistIds: string[], options: RequestOptions = {}): Promise<void> {
  const form = new FormData();
  for (const id of artistIds) form.append('follows[]', id);
  await callEndpoint(routes.initiateFollows, { body: form }, options);
}

export type FollowList = { users: SocialUserCard[]; total: number };

type FollowListBody = ApiBody & { message: SocialUserCard[]; total: number };

/** Which page of a follow list: `skip` people, then at most `limit` (the server's default 50). */
export type FollowListPage = { skip?: number; limit?: number };

// Page fields left out go to the server's defaults, which the declaration's types call required,
// so the query goes through pathOf as it is.
function followListQuery(userId: string | undefined, page: FollowListPage) {
  return { userId: userId || undefined, skip: page.skip || undefined, limit: page.limit || undefined };
}

/** Followers of a user (the viewer when `userId` is omitted), newest first, one page. */
export async function getFollowers(
  userId?: string,
  options: RequestOptions = {},
  page: FollowListPage = {},
): Promise<FollowList> {
  const body = await request<FollowListBody>(pathOf(routes.followers, {}, followListQuery(userId, page)), options);
  return { users: body.message, total: body.total };
}

/** Whom a user follows (the viewer when `userId` is omitted), newest first, one page. */
export async function getFollowing(
  userId?: string,
  options: RequestOptions = {},
  page: FollowListPage = {},
): Promise<FollowList> {
  const body = await request<FollowListBody>(pathOf(routes.following, {}, followListQuery(userId, page)), options);
  return { users: body.message, total: body.total };
}

export async function removeFollower(followerId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.removeFollower, { params: { id: followerId } }, options);
}

/** The home page's Studios to follow, Trending tab: studios gaining followers, not yet followed. */
export async function getStudiosToFollow(options: RequestOptions = {}): Promise<SocialUserCard[]> {
  return (await callEndpoint(routes.studiosToFollow, {}, options)).result;
}

/** The home page's Studios to follow, Recommended tab: studios in the categories the viewer follows. */
export async function getRecommendedStudios(options: RequestOptions = {}): Promise<SocialUserCard[]> {
  return (await callEndpoint(routes.recommendedStudios, {}, options)).studios;
}

export async function getReportCategories(options: RequestOptions = {}): Promise<ReportCategory[]> {
  return (await callEndpoint(routes.reportCategories, {}, options)).message;
}

export type ReportTarget = 'post' | 'product' | 'user';

type ReportEndpoint = (typeof socialEndpoints)['reportPost' | 'reportProduct' | 'reportUser'];

const REPORT_ROUTES = { post: routes.reportPost, product: routes.reportProduct, user: routes.reportUser };

/** Reports a post, an artwork or a user; `content` is kept only for the Other option. */
export async function report(
  target: ReportTarget,
  id: string,
  choice: { category: string; content?: string },
  options: RequestOptions = {},
): Promise<string> {
  const body = await callEndpoint<ReportEndpoint>(
    REPORT_ROUTES[target],
    { params: { id }, body: { category: choice.category, content: choice.content ?? '' } },
    options,
  );
  return body.message;
}

export async function blockUser(userId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.blockUser, { params: { id: userId } }, options);
}

export async function unblockUser(userId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.unblockUser, { params: { id: userId } }, options);
}

export async function getBlockList(options: RequestOptions = {}): Promise<SocialUserCard[]> {
  return (await callEndpoint(routes.blockList, {}, options)).message;
}
