// Roles are read with the one set of rules every area uses (1–10 operators, 11–20 artists, 21–30 members).
export { canRequestStudio, isArtistRole } from '@art/endpoint';
export * as artists from './artists.js';
export * as artworkUpload from './artwork-upload.js';
export * as artworks from './artworks.js';
export type { SessionResponse } from './auth.js';
export * as auth from './auth.js';
export type * from './catalogue-types.js';
export * as categories from './categories.js';
export type { ApiBody, ApiStatus, RequestOptions } from './core.js';
export { ApiError, configureSdk, getBaseUrl, messagesOf, request } from './core.js';
export * as exhibitions from './exhibitions.js';
export { checkHealth } from './health.js';
export * as search from './search.js';
export type {
  FeedQuery,
  FeedShow,
  FeedSort,
  FollowList,
  FollowListPage,
  FollowRequestView,
  FollowStatus,
  PostComment,
  PostDraft,
  PostList,
  PostView,
  ReportCategory,
  ReportTarget,
  SocialUserCard,
} from './social.js';
export * as studio from './studio.js';
export type { Category, CategoryRef, ShippingInfo, User } from './types.js';
export type { ProfileUpdate } from './user.js';
export * as user from './user.js';
