import type { Kysely, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Executor = Kysely<ModerationTables> | Transaction<ModerationTables>;

export async function memberById(db: Executor, id: string) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names by id of the members moderation knows among `ids`. */
export async function namesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
