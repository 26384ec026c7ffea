import { type ArtworkImage, type ArtworkView, availabilityOf } from '@art/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ArtworkRow, CatalogueTables, UsersTable } from '../db/schema.js';

/** The author's columns an artwork view shows (from the users projection). */
export type ArtworkAuthorRow = Pick<
  Selectable<UsersTable>,
  'id' | 'name' | 'slug' | 'role' | 'picture' | 'verified_artist'
>;

export interface ArtworkViewOptions {
  /** Whether the signed-in viewer likes it (false for guests). */
  viewerLiked?: boolean;
  /** Listings leave the description out to keep pages small. */
  withDescription?: boolean;
  /**
   * Listings carry the main picture only (a card shows nothing else); the artwork page and the
   * edit form read the extra pictures from GET /product/{slug}. Halves a gallery page on the wire.
   */
  withExtraImages?: boolean;
}

/** "NPR 25000", or "NOT FOR SALE" for a price of 0 (the spec's Not For Sale listing). */
export function priceField(price: number): string {
  return price > 0 ? `NPR ${price}` : 'NOT FOR SALE';
}

/** pg returns numeric columns as strings; the API shows numbers, or null when not given. */
function numberOrNull(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

type ArtworkViewSource = Pick<
  ArtworkRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'price'
  | 'stock'
  | 'held'
  | 'in_store'
  | 'kind'
  | 'author_id'
  | 'image'
  | 'images'
  | 'categories'
  | 'tags'
  | 'width'
  | 'height'
  | 'breadth'
  | 'weight'
  | 'likes_count'
  | 'comments_count'
  | 'views'
  | 'created_at'
>;

/**
 * An artwork row as the API shows it. The author comes from the users projection; when identity's
 * event has not arrived yet (or the user is gone) the author is a placeholder with an empty name.
 */
export function toArtworkView(
  row: ArtworkViewSource,
  author: ArtworkAuthorRow | null | undefined,
  options: ArtworkViewOptions = {},
): ArtworkView {
  const price = Number(row.price);
  const images: ArtworkImage[] = Array.isArray(row.images) ? row.images : [];
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: options.withDescription === false ? '' : (row.description ?? ''),
    priceField: priceField(price),
    price,
    stock: row.stock,
    inStore: row.in_store,
    availability: availabilityOf({
      kind: row.kind,
      price,
      stock: row.stock,
      held: row.held,
      inStore: row.in_store,
    }),
    kind: row.kind,
    image: row.image ?? images[0] ?? null,
    images: options.withExtraImages === false ? [] : images,
    author: {
      _id: author?.id ?? row.author_id,
      name: author?.name ?? '',
      slug: author?.slug ?? '',
      role: author?.role ?? 0,
      picture: author?.picture ?? '',
      verifiedArtist: author?.verified_artist ?? false,
    },
    categories: (row.categories ?? []).map((category) => ({
      _id: category._id,
      name: category.name,
      slug: category.slug,
      ...(category.parent ? { parent: category.parent } : {}),
    })),
    tags: row.tags ?? [],
    attributes: {
      width: numberOrNull(row.width),
      height: numberOrNull(row.height),
      breadth: numberOrNull(row.breadth),
      weight: numberOrNull(row.weight),
    },
    likesCount: row.likes_count,
    liked: options.viewerLiked ?? false,
    commentsCount: row.comments_count,
    views: row.views,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The columns `selectArtworkViews` reads: the artwork's own, and its author's with an `author_` prefix. */
export const artworkViewColumns = [
  'artworks.id',
  'artworks.slug',
  'artworks.name',
  'artworks.description',
  'artworks.price',
  'artworks.stock',
  'artworks.held',
  'artworks.in_store',
  'artworks.kind',
  'artworks.author_id',
  'artworks.image',
  'artworks.images',
  'artworks.categories',
  'artworks.tags',
  'artworks.width',
  'artworks.height',
  'artworks.breadth',
  'artworks.weight',
  'artworks.likes_count',
  'artworks.comments_count',
  'artworks.views',
  'artworks.created_at',
  'users.id as author_user_id',
  'users.name as author_name',
  'users.slug as author_slug',
  'users.role as author_role',
  'users.picture as author_picture',
  'users.verified_artist as author_verified_artist',
] as const;

/**
 * Artworks (not deleted) joined with their authors, ready for `artworkViewFromRow`. Callers add
 * their own filters, order and paging; with a viewer, `viewer_liked` says whether they like each.
 */
export function selectArtworkViews(db: Kysely<CatalogueTables>, options: { viewerId?: string | null } = {}) {
  const viewerId = options.viewerId ?? null;
  return db
    .selectFrom('artworks')
    .leftJoin('users', 'users.id', 'artworks.author_id')
    .select(artworkViewColumns)
    .select(
      viewerId
        ? sql<boolean>`exists (select 1 from artwork_likes l where l.artwork_id = artworks.id and l.user_id = ${viewerId})`.as(
            'viewer_liked',
          )
        : sql<boolean>`false`.as('viewer_liked'),
    )
    .where('artworks.deleted_at', 'is', null);
}

/** One row of `selectArtworkViews`. */
export type ArtworkViewRow = Awaited<ReturnType<ReturnType<typeof selectArtworkViews>['executeTakeFirstOrThrow']>>;

/** A `selectArtworkViews` row as the API shows it (`viewer_liked` unless the caller says otherwise). */
export function artworkViewFromRow(row: ArtworkViewRow, options: ArtworkViewOptions = {}): ArtworkView {
  const author: ArtworkAuthorRow | null = row.author_user_id
    ? {
        id: row.author_user_id,
        name: row.author_name ?? '',
        slug: row.author_slug ?? '',
        role: row.author_role ?? 0,
        picture: row.author_picture ?? '',
        verified_artist: row.author_verified_artist ?? false,
      }
    : null;
  return toArtworkView(row, author, {
    withDescription: options.withDescription,
    withExtraImages: options.withExtraImages,
    viewerLiked: options.viewerLiked ?? Boolean(row.viewer_liked),
  });
}
