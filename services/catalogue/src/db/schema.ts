import type { ArtworkImage } from '@art/contracts';
import type { KitTables } from '@art/kit';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back from pg as strings. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface CategoryRef {
  _id: string;
  name: string;
}

export interface ArtworkCategory {
  _id: string;
  name: string;
  slug: string;
  parent?: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  position: Generated<number>;
}

/** Projection of identity's users; followers_count from social's follows, works_count from artworks. */
export interface UsersTable {
  id: string;
  name: string;
  slug: string;
  email: Generated<string>;
  role: number;
  picture: Generated<string>;
  cover: Generated<string>;
  verified_artist: Generated<boolean>;
  is_private: Generated<boolean>;
  categories: JsonDefault<CategoryRef[]>;
  biography: Generated<string>;
  version: Generated<number>;
  followers_count: Generated<number>;
  works_count: Generated<number>;
  created_at: CreatedAt;
  /** Suspended by an operator (identity's snapshot): the audience hides them from others. */
  suspended: Generated<boolean>;
}

export interface ArtworksTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: Generated<string>;
  /** bigint: pg returns it as a string; whole NPR. */
  price: ColumnType<string, number | string, number | string>;
  stock: Generated<number>;
  /** Pieces reserved by orders not yet paid or confirmed (migration 0108); not in `stock`. */
  held: Generated<number>;
  in_store: Generated<boolean>;
  author_id: string;
  kind: Generated<'artist' | 'user'>;
  main_category_id: string;
  categories: JsonDefault<ArtworkCategory[]>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  width: Numeric;
  height: Numeric;
  breadth: Numeric;
  weight: Numeric;
  image: ColumnType<ArtworkImage | null, string | null | undefined, string | null>;
  images: JsonDefault<ArtworkImage[]>;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  views: Generated<number>;
  featured: Generated<boolean>;
  popularity: Generated<number>;
  search_text: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Hidden by an operator (ContentHidden): there for its author only; outside the listing indexes. */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ArtworkCategoriesTable {
  artwork_id: string;
  category_id: string;
}

export interface ArtworkLikesTable {
  artwork_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface ArtworkCommentsTable {
  id: Generated<string>;
  artwork_id: string;
  user_id: string;
  comment: string;
  created_at: CreatedAt;
  /** Hidden by an operator (ContentHidden): there for its author only. */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FollowsTable {
  follower_id: string;
  artist_id: string;
  created_at: CreatedAt;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
}

export interface SlideRow {
  imageMain: string;
  thumbnail: string;
  title: string;
  linkArtist: { name: string; slug: string };
}

export interface SlidersTable {
  id: Generated<string>;
  name: string;
  slides: JsonDefault<SlideRow[]>;
}

export interface ExhibitionItemRow {
  title: string;
  details: string;
  thumb: string;
  imageMain: string;
  order: number;
  margins: { left: number; right: number };
}

export interface ExhibitionsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  subtitle: Generated<string>;
  excerpt: Generated<string>;
  artist_name: Generated<string>;
  artist_id: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  explicit: Generated<boolean>;
  banner: Generated<string>;
  listing_thumb: Generated<string>;
  background: Generated<string>;
  background_color: Generated<string>;
  parallax_background: Generated<string>;
  media_url: Generated<string>;
  dark_listing: Generated<boolean>;
  items: JsonDefault<ExhibitionItemRow[]>;
  created_at: CreatedAt;
}

export interface InquiriesTable {
  id: Generated<string>;
  kind: 'exhibition' | 'artwork';
  exhibition_id: string | null;
  artwork_id: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  art: Generated<string>;
  artist: Generated<string>;
  art_image: Generated<string>;
  created_at: CreatedAt;
}

export interface ArtistWorksTable {
  user_id: string;
  total: Generated<number>;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** One piece of an artwork held for an order; `released_at` once the order item is cancelled. */
export interface StockReservationsTable {
  order_id: string;
  artwork_id: string;
  buyer_id: string;
  quantity: Generated<number>;
  reserved_at: CreatedAt;
  released_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the order paid (online) or the artist confirmed it (cash): the hold became a sale (0108). */
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UnavailableArtwork {
  artworkId: string;
  reason: string;
}

/** What was answered for an order: asked again, the same answer is given and nothing is taken. */
export interface ReservationOutcomesTable {
  order_id: string;
  status: 'reserved' | 'refused';
  unavailable: JsonDefault<UnavailableArtwork[]>;
  decided_at: CreatedAt;
}

export interface CatalogueTables extends KitTables {
  categories: CategoriesTable;
  users: UsersTable;
  artworks: ArtworksTable;
  artwork_categories: ArtworkCategoriesTable;
  artwork_likes: ArtworkLikesTable;
  artwork_comments: ArtworkCommentsTable;
  follows: FollowsTable;
  blocks: BlocksTable;
  sliders: SlidersTable;
  exhibitions: ExhibitionsTable;
  inquiries: InquiriesTable;
  // 0102 (artworks): per-author live artwork count and its event version.
  artist_works: ArtistWorksTable;
  // 0106 (stock): pieces held for commerce's orders, and the answer given per order.
  stock_reservations: StockReservationsTable;
  reservation_outcomes: ReservationOutcomesTable;
  // 0112 (exhibitions): the members who follow an exhibition.
  exhibition_follows: ExhibitionFollowsTable;
  // Tables added by later migrations: append their types above this line, in their own block.
}

/** A member following an exhibition (told when it opens and before it closes). */
export interface ExhibitionFollowsTable {
  exhibition_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export type ArtworkRow = Selectable<ArtworksTable>;
export type NewArtwork = Insertable<ArtworksTable>;
export type ArtworkUpdate = Updateable<ArtworksTable>;
export type UserRow = Selectable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ExhibitionRow = Selectable<ExhibitionsTable>;
export type { Json };
