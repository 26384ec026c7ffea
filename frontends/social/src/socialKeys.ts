import type { FeedQuery } from '@art/sdk';

/** The social area's react-query keys: one place, so a change can invalidate what it touches. */
export const socialKeys = {
  all: ['social'] as const,
  feeds: ['social', 'feed'] as const,
  feed: (viewerId: string, query: Omit<FeedQuery, 'total'>) => ['social', 'feed', viewerId, query] as const,
  artistPosts: (artistId: string, viewerId: string) => ['social', 'feed', 'artist', artistId, viewerId] as const,
  post: (postId: string, viewerId: string) => ['social', 'post', postId, viewerId] as const,
  comments: (postId: string) => ['social', 'comments', postId] as const,
  followState: (artistId: string, viewerId: string) => ['social', 'follow-state', artistId, viewerId] as const,
  follows: ['social', 'follows'] as const,
  followers: (userId: string) => ['social', 'follows', 'followers', userId] as const,
  following: (userId: string) => ['social', 'follows', 'following', userId] as const,
  followerStack: (userId: string, viewerId: string) => ['social', 'follows', 'stack', userId, viewerId] as const,
  profiles: ['social', 'profile'] as const,
  profile: (slug: string, viewerId: string) => ['social', 'profile', slug, viewerId] as const,
  profileArtworks: (userId: string) => ['social', 'profile-artworks', userId] as const,
  blockList: (viewerId: string) => ['social', 'blocklist', viewerId] as const,
  topStudios: ['social', 'top-studios'] as const,
  studiosToFollow: (tab: string, viewerId: string) => ['social', 'studios-to-follow', tab, viewerId] as const,
  onboardingCategories: ['social', 'onboarding-categories'] as const,
  onboardingStudios: (category: string) => ['social', 'onboarding-studios', category] as const,
  /** Whom the member follows, as the onboarding reads it (under follows: a follow refreshes it). */
  onboardingFollowing: (userId: string) => ['social', 'follows', 'onboarding', userId] as const,
};
