import type { PostImage } from '@art/contracts';
import type { KitTables } from '@art/kit';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoryRef {
  _id: string;
  name: string;
}

/** Projection of identity's users, with the counts this area owns. */
export interface UsersTable {
  id: string;
  name: string;
  slug: string;
  picture: Generated<string>;
  cover: Generated<string>;
  role: number;
  verified_artist: Generated<boolean>;
  is_private: Generated<boolean>;
  categories: JsonDefault<CategoryRef[]>;
  biography: Generated<string>;
  version: number;
  followers_count: Generated<number>;
  following_count: Generated<number>;
  posts_count: Generated<number>;
  works_count: Generated<number>;
  works_version: Generated<number>;
  follows_version: Generated<number>;
  /** Suspended by an operator (identity's snapshot): the audience hides them from others. */
  suspended: Generated<boolean>;
}

/** Projection of catalogue's artworks (report targets). */
export interface ArtworksTable {
  id: string;
  author_id: string;
  deleted: Generated<boolean>;
  /** What a report keeps of the artwork (catalogue's snapshot; migration 0202). */
  name: Generated<string>;
  description: Generated<string>;
  image_urls: JsonDefault<string[]>;
  version: Generated<number>;
}

export interface PostsTable {
  id: string;
  author_id: string;
  text: string;
  picture: ColumnType<PostImage | null, string | null | undefined, string | null>;
  youtube_id: string | null;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Hidden by an operator: seen by its author only (ContentHidden). */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface PostCommentsTable {
  id: string;
  post_id: string;
  author_id: string;
  comment: string;
  created_at: CreatedAt;
  /** Hidden by an operator: seen by its author only (ContentHidden). */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostHidesTable {
  post_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface FollowsTable {
  follower_id: string;
  artist_id: string;
  created_at: CreatedAt;
}

export interface FollowRequestsTable {
  id: string;
  follower_id: string;
  artist_id: string;
  created_at: CreatedAt;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: CreatedAt;
}

export interface ReportCategoriesTable {
  id: string;
  name: string;
  position: number;
}

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: 'post' | 'product' | 'user' | 'comment';
  target_id: string;
  category_id: string;
  content: Generated<string>;
  status: Generated<string>;
  created_at: CreatedAt;
}

export interface SocialTables extends KitTables {
  users: UsersTable;
  artworks: ArtworksTable;
  posts: PostsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  post_hides: PostHidesTable;
  follows: FollowsTable;
  follow_requests: FollowRequestsTable;
  blocks: BlocksTable;
  report_categories: ReportCategoriesTable;
  reports: ReportsTable;
}

export type { Json };
