import { ArtistWorksCounted } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ArtworkCategory, CatalogueTables, CategoryRow } from '../db/schema.js';
import { artworkSearchText } from './artwork-search-text.js';
import type { ArtworkInput } from './artwork-validation.js';
import { isInStore } from './store-rule.js';

type Executor = Kysely<CatalogueTables> | Transaction<CatalogueTables>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Every category by id (a couple of dozen rows: read whole for each form). */
export async function categoriesById(db: Executor): Promise<Map<string, CategoryRow>> {
  const rows = await db.selectFrom('categories').selectAll().execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The chosen categories as the artwork keeps them, main first. */
export function artworkCategories(ids: string[], categories: Map<string, CategoryRow>): ArtworkCategory[] {
  return ids.flatMap((id) => {
    const row = categories.get(id);
    if (!row) return [];
    return [{ _id: row.id, name: row.name, slug: row.slug, ...(row.parent_id ? { parent: row.parent_id } : {}) }];
  });
}

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
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  await trx.updateTable('artist_works').set({ total }).where('user_id', '=', userId).execute();
  await trx.updateTable('users').set({ works_count: total }).where('id', '=', userId).execute();
  await writeEvent(trx, ArtistWorksCounted, { userId, totalArtworks: total, version }, context);
  return total;
}
