import { ArtistWorksCounted, type ArtworkImage } from '@art/contracts';
import { type EventContext, firstFreeSlug, writeEvent } from '@art/kit';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { ArtworkCategory, ArtworkRow, CatalogueTables } from '../../db/schema.js';
import { artworkSearchText } from '../search/rules.js';
import { type ArtworkInput, artworkSlugBase, isInStore } from './rules.js';

type Executor = Kysely<CatalogueTables> | Transaction<CatalogueTables>;

/**
 * The artwork's rows in artwork_categories: the chosen ones plus the main category of each chosen
 * sub-category, so that filtering by a main category finds it either way.
 */
export async function replaceArtworkCategories(
  trx: Executor,
  artworkId: string,
  chosen: ArtworkCategory[],
): Promise<void> {
  const ids = new Set(chosen.flatMap((category) => [category._id, ...(category.parent ? [category.parent] : [])]));
  await trx.deleteFrom('artwork_categories').where('artwork_id', '=', artworkId).execute();
  await trx
    .insertInto('artwork_categories')
    .values([...ids].map((categoryId) => ({ artwork_id: artworkId, category_id: categoryId })))
    .execute();
}

/** The columns every write of the form sets (insert and update alike). */
export async function formColumns(
  trx: Executor,
  input: ArtworkInput,
  options: { authorId: string; kind: 'artist' | 'user'; categories: ArtworkCategory[]; held: number },
) {
  const author = await trx.selectFrom('users').select('name').where('id', '=', options.authorId).executeTakeFirst();
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    stock: input.stock,
    in_store: isInStore({ kind: options.kind, price: input.price, stock: input.stock, held: options.held }),
    main_category_id: input.categoryIds[0] as string,
    categories: JSON.stringify(options.categories),
    tags: input.tags,
    width: input.attributes.width,
    height: input.attributes.height,
    breadth: input.attributes.breadth,
    weight: input.attributes.weight,
    search_text: artworkSearchText({
      name: input.name,
      description: input.description,
      tags: input.tags,
      authorName: author?.name ?? '',
      categoryNames: options.categories.map((category) => category.name),
    }),
  };
}

/**
 * Recounts the author's live artworks and writes catalogue.artist.works_counted with the next
 * version. The counter row is locked before counting, so two writes of the same author take
 * turns and the later one counts the earlier one's artwork too.
 */
export async function recountWorks(trx: Executor, userId: string, context: EventContext): Promise<number> {
  const { version } = await trx
    .insertInto('artist_works')
    .values({ user_id: userId, total: 0, version: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ version: sql`artist_works.version + 1`, updated_at: sql`now()` }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  const counted = await trx
    .selectFrom('artworks')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('author_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  await trx.updateTable('artist_works').set({ total }).where('user_id', '=', userId).execute();
  await trx.updateTable('users').set({ works_count: total }).where('id', '=', userId).execute();
  await writeEvent(trx, ArtistWorksCounted, { userId, totalArtworks: total, version }, context);
  return total;
}

/**
 * A free slug for an artwork named `name` (base, base-2, base-3…), inside the writing
 * transaction. Two uploads with the same name take turns on a lock of that base, so they cannot
 * both pick the same one; deleted artworks keep theirs, so an old link never shows another work.
 */
export async function uniqueArtworkSlug(trx: Executor, name: string): Promise<string> {
  const base = artworkSlugBase(name);
  await sql`select pg_advisory_xact_lock(hashtext(${`artwork-slug:${base}`}))`.execute(trx);
  const taken = await trx
    .selectFrom('artworks')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base}-[0-9]+$`)]))
    .execute();
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/**
 * Hides an artwork for everybody but its author (an operator's decision): outside every listing
 * index, 404 to others. Its author id, or undefined when there is none or it was hidden already.
 */
export async function hideArtwork(trx: Executor, artworkId: string, reason: string) {
  const hidden = await trx
    .updateTable('artworks')
    .set({ hidden_at: new Date(), hidden_reason: reason })
    .where('id', '=', artworkId)
    .where('hidden_at', 'is', null)
    .returning('author_id')
    .executeTakeFirst();
  return hidden?.author_id;
}

/** The live artwork `id`, locked (`forUpdate`) when read inside a write. */
export function liveArtwork(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('artworks').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

type FormColumns = Awaited<ReturnType<typeof formColumns>>;

export function insertArtwork(
  trx: Executor,
  values: FormColumns & { slug: string; author_id: string; kind: 'artist' | 'user'; images: ArtworkImage[] },
): Promise<ArtworkRow> {
  const { images, ...columns } = values;
  return trx
    .insertInto('artworks')
    .values({
      ...columns,
      image: JSON.stringify(images[0]),
      images: JSON.stringify(images.slice(1)),
      version: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateArtwork(
  trx: Executor,
  id: string,
  values: FormColumns & { images: ArtworkImage[]; version: number },
): Promise<ArtworkRow> {
  const { images, ...columns } = values;
  return trx
    .updateTable('artworks')
    .set({
      ...columns,
      image: JSON.stringify(images[0]),
      images: JSON.stringify(images.slice(1)),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete; undefined when it was deleted meanwhile. */
export function deleteArtwork(trx: Executor, id: string): Promise<ArtworkRow | undefined> {
  return trx
    .updateTable('artworks')
    .set({ deleted_at: new Date(), updated_at: new Date(), version: (eb) => eb('version', '+', 1) })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The artwork page's row by slug (or id), with `viewer_liked` for a viewer. */
export function artworkPageRow(db: Kysely<CatalogueTables>, slugOrId: string, viewerId: string | null, byId: boolean) {
  return selectArtworkViews(db, { viewerId })
    .where((eb) =>
      byId
        ? eb.or([eb('artworks.slug', '=', slugOrId), eb('artworks.id', '=', slugOrId)])
        : eb('artworks.slug', '=', slugOrId),
    )
    .executeTakeFirst();
}

/** One more view of a live artwork the viewer may see; its new count, or null. */
export async function countArtworkView(
  db: Kysely<CatalogueTables>,
  slug: string,
  visible: RawBuilder<boolean>,
): Promise<number | null> {
  const row = await db
    .updateTable('artworks')
    .set({ views: (eb) => eb('views', '+', 1) })
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .where(visible)
    .returning('views')
    .executeTakeFirst();
  return row ? row.views : null;
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
  'artworks.hidden_at',
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
