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
import { type ApiBody, ApiError, type RequestOptions, request } from './core.js';

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

function feedParams(query: FeedQuery): URLSearchParams {
  const params = new URLSearchParams({ total: String(query.total) });
  if (query.show) params.set('show', query.show);
  if (query.sort) params.set('sort', query.sort);
  if (query.artistId) params.set('artistId', query.artistId);
  return params;
}

/** The feed: guests read /feed/allPosts, signed-in viewers /feed/posts (same parameters). */
export async function getFeed(query: FeedQuery, options: RequestOptions = {}): Promise<PostList> {
  const path = options.token ? '/feed/posts' : '/feed/allPosts';
  const body = await request<PostListBody>(`${path}?${feedParams(query)}`, options);
  return { posts: body.message, total: body.total };
}

/** Posts by the studios the signed-in viewer follows. */
export async function getFollowingFeed(
  query: Omit<FeedQuery, 'show'>,
  options: RequestOptions = {},
): Promise<PostList> {
  const body = await request<PostListBody>(`/feed/following?${feedParams(query)}`, options);
  return { posts: body.message, total: body.total };
}

export async function getRecommendedPosts(options: RequestOptions = {}): Promise<PostView[]> {
  return (await request<ApiBody & { message: PostView[] }>('/posts/recommended', options)).message;
}

export async function getPostsByArtist(
  artistId: string,
  total: number,
  options: RequestOptions = {},
): Promise<PostList> {
  const body = await request<PostListBody>(`/post/getbyartist/${encodeURIComponent(artistId)}/${total}`, options);
  return { posts: body.message, total: body.total };
}

export async function getPost(postId: string, options: RequestOptions = {}): Promise<PostView> {
  return (await request<ApiBody & { message: PostView }>(`/feed/post/${encodeURIComponent(postId)}`, options)).message;
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
  return (
    await request<ApiBody & { post: PostView }>('/post/new', { ...options, method: 'POST', body: postForm(draft) })
  ).post;
}

export async function updatePost(postId: string, draft: PostDraft, options: RequestOptions = {}): Promise<PostView> {
  const path = `/post/update/${encodeURIComponent(postId)}`;
  return (await request<ApiBody & { post: PostView }>(path, { ...options, method: 'PUT', body: postForm(draft) })).post;
}

export async function deletePost(postId: string, options: RequestOptions = {}): Promise<void> {
  await request(`/post/delete/${encodeURIComponent(postId)}`, { ...options, method: 'DELETE' });
}

export type PostLikeResult = { liked: boolean; likesCount: number };

/** Toggles the viewer's like. */
export async function likePost(postId: string, options: RequestOptions = {}): Promise<PostLikeResult> {
  const body = await request<ApiBody & PostLikeResult>('/post/like', {
    ...options,
    method: 'POST',
    body: { post: postId },
  });
  return { liked: body.liked, likesCount: body.likesCount };
}

/** Toggles whether the post is hidden from the viewer (hide, and Undo). */
export async function hidePost(postId: string, options: RequestOptions = {}): Promise<{ hidden: boolean }> {
  const body = await request<ApiBody & { hidden: boolean }>(`/post/hide/${encodeURIComponent(postId)}`, {
    ...options,
    method: 'PATCH',
  });
  return { hidden: body.hidden };
}

/** The newest `total` comments of a post, newest first, and how many it has. */
export async function getPostComments(
  postId: string,
  total: number,
  options: RequestOptions = {},
): Promise<{ comments: PostComment[]; total: number }> {
  const body = await request<ApiBody & { message: PostComment[]; total: number }>(
    `/v2/post/comments/${encodeURIComponent(postId)}/${total}`,
    options,
  );
  return { comments: body.message, total: body.total };
}

export async function addPostComment(
  postId: string,
  comment: string,
  options: RequestOptions = {},
): Promise<PostComment> {
  const body = await request<ApiBody & { message: PostComment }>('/v2/post/comments/new', {
    ...options,
    method: 'POST',
    body: { comment, post_id: postId },
  });
  return body.message;
}

const FOLLOW_ANSWERS: readonly string[] = ['requested', 'followed', 'not-found'];

/**
 * Follows a studio. The answer is one of the spec's statuses: success (now following), requested
 * (a private studio: a request waits), followed (already following), not-found.
 */
export async function followArtist(artistId: string, options: RequestOptions = {}): Promise<FollowStatus> {
  try {
    await request('/secure/followartist', { ...options, method: 'POST', body: { artist: artistId } });
    return 'success';
  } catch (error) {
    if (error instanceof ApiError && FOLLOW_ANSWERS.includes(error.status)) return error.status as FollowStatus;
    throw error;
  }
}

export async function unfollowArtist(artistId: string, options: RequestOptions = {}): Promise<void> {
  await request('/secure/unfollowartist', { ...options, method: 'POST', body: { artist: artistId } });
}

/** The follow button's state for one studio: following, or a pending request, or neither. */
export async function getFollowState(
  artistId: string,
  options: RequestOptions = {},
): Promise<{ following: boolean; requested: boolean }> {
  const body = await request<ApiBody & { following: boolean; requested: boolean }>('/secure/followrequest/check', {
    ...options,
    method: 'POST',
    body: { artist: artistId },
  });
  return { following: body.following, requested: body.requested };
}

export async function cancelFollowRequest(artistId: string, options: RequestOptions = {}): Promise<void> {
  await request('/secure/followrequest/cancel', { ...options, method: 'POST', body: { artist: artistId } });
}

/** Requests waiting for the signed-in (private) user's approval. */
export async function getFollowRequests(options: RequestOptions = {}): Promise<FollowRequestView[]> {
  return (await request<ApiBody & { message: FollowRequestView[] }>('/user/followrequests', options)).message;
}

/** Approves a request; `notification` is the request's id, as the follow-request notification carries it. */
export async function approveFollow(requestId: string, options: RequestOptions = {}): Promise<void> {
  await request('/user/approvefollow', { ...options, method: 'POST', body: { notification: requestId } });
}

/** The onboarding: follows every chosen studio; an empty list means Skip. Either way it is not asked again. */
export async function initiateFollows(artistIds: string[], options: RequestOptions = {}): Promise<void> {
  const form = new FormData();
  for (const id of artistIds) form.append('follows[]', id);
  await request('/user/initiatefollows', { ...options, method: 'POST', body: form });
}

export type FollowList = { users: SocialUserCard[]; total: number };

/** Followers of a user (the viewer when `userId` is omitted). */
export async function getFollowers(userId?: string, options: RequestOptions = {}): Promise<FollowList> {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  const body = await request<ApiBody & { message: SocialUserCard[]; total: number }>(`/user/follower${query}`, options);
  return { users: body.message, total: body.total };
}

/** Whom a user follows (the viewer when `userId` is omitted). */
export async function getFollowing(userId?: string, options: RequestOptions = {}): Promise<FollowList> {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  const body = await request<ApiBody & { message: SocialUserCard[]; total: number }>(
    `/user/following${query}`,
    options,
  );
  return { users: body.message, total: body.total };
}

export async function removeFollower(followerId: string, options: RequestOptions = {}): Promise<void> {
  await request(`/user/removeFollower/${encodeURIComponent(followerId)}`, { ...options, method: 'POST' });
}

/** The home page's Studios to follow, Trending tab: studios gaining followers, not yet followed. */
export async function getStudiosToFollow(options: RequestOptions = {}): Promise<SocialUserCard[]> {
  return (await request<ApiBody & { result: SocialUserCard[] }>('/studios/tofollow', options)).result;
}

/** The home page's Studios to follow, Recommended tab: studios in the categories the viewer follows. */
export async function getRecommendedStudios(options: RequestOptions = {}): Promise<SocialUserCard[]> {
  return (await request<ApiBody & { studios: SocialUserCard[] }>('/studios/recommended', options)).studios;
}

export async function getReportCategories(options: RequestOptions = {}): Promise<ReportCategory[]> {
  return (await request<ApiBody & { message: ReportCategory[] }>('/report/categories', options)).message;
}

export type ReportTarget = 'post' | 'product' | 'user';

/** Reports a post, an artwork or a user; `content` is kept only for the Other option. */
export async function report(
  target: ReportTarget,
  id: string,
  choice: { category: string; content?: string },
  options: RequestOptions = {},
): Promise<string> {
  const body = await request<ApiBody & { message: string }>(`/report/${target}/${encodeURIComponent(id)}`, {
    ...options,
    method: 'POST',
    body: { category: choice.category, content: choice.content ?? '' },
  });
  return body.message;
}

export async function blockUser(userId: string, options: RequestOptions = {}): Promise<void> {
  await request(`/user/${encodeURIComponent(userId)}`, { ...options, method: 'PATCH' });
}

export async function unblockUser(userId: string, options: RequestOptions = {}): Promise<void> {
  await request(`/user/unblock/${encodeURIComponent(userId)}`, { ...options, method: 'PATCH' });
}

export async function getBlockList(options: RequestOptions = {}): Promise<SocialUserCard[]> {
  return (await request<ApiBody & { message: SocialUserCard[] }>('/blocklist', options)).message;
}
