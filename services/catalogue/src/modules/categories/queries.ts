import type { Kysely, Transaction } from 'kysely';
import type { CatalogueTables, CategoryRow } from '../../db/schema.js';

type Executor = Kysely<CatalogueTables> | Transaction<CatalogueTables>;

/** Main categories in their set order (position), then sub-categories in theirs. */
export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .orderBy((eb) => eb('parent_id', 'is not', null))
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** Every category by id (a couple of dozen rows: read whole for each form). */
export async function categoriesById(db: Executor): Promise<Map<string, CategoryRow>> {
  const rows = await db.selectFrom('categories').selectAll().execute();
  return new Map(rows.map((row) => [row.id, row]));
}
