import { type ArtworkImage, type ArtworkSnapshot, type ArtworkView, availabilityOf } from '@art/contracts';
import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { ArtworkCategory, ArtworkRow, CategoryRow, UsersTable } from '../../db/schema.js';
import type { ArtworkViewRow } from './queries.js';

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

/** "NPR 25000", or "NOT FOR SALE" for a price of 0 (listed, but not for sale). */
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

/** What other areas keep of an artwork (commerce's products, social's links). */
export function artworkSnapshot(row: ArtworkRow, categoryIds: string[]): Static<typeof ArtworkSnapshot> {
  return {
    artworkId: row.id,
    slug: row.slug,
    name: row.name,
    authorId: row.author_id,
    kind: row.kind,
    price: Number(row.price),
    stock: row.stock,
    inStore: row.in_store,
    held: row.held,
    thumbnail: row.image?.files.thumbnail.url ?? '',
    categories: categoryIds,
    description: row.description,
    imageUrls: [
      ...new Set(
        [...(row.image ? [row.image] : []), ...(Array.isArray(row.images) ? row.images : [])].map(
          (image) => image.files.large.url,
        ),
      ),
    ],
    version: row.version,
  };
}

/** The category ids an artwork event carries, main first (as the edit form gives them). */
export const categoryIdsOf = (row: ArtworkRow) => row.categories.map((category) => category._id);

/** The chosen categories as the artwork keeps them, main first. */
export function artworkCategories(ids: string[], categories: Map<string, CategoryRow>): ArtworkCategory[] {
  return ids.flatMap((id) => {
    const row = categories.get(id);
    if (!row) return [];
    return [{ _id: row.id, name: row.name, slug: row.slug, ...(row.parent_id ? { parent: row.parent_id } : {}) }];
  });
}
