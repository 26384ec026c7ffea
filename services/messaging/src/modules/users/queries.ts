import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from '../../db/schema.js';

type Executor = Kysely<MessagingTables> | Transaction<MessagingTables>;

/** What the users projection holds of these users (the ones identity has told us about). */
export async function usersByIds(executor: Executor, ids: string[]) {
  return executor
    .selectFrom('users')
    .select(['id', 'name', 'slug', 'picture', 'role'])
    .where('id', 'in', ids)
    .execute();
}

export async function userExists(executor: Executor, id: string): Promise<boolean> {
  const found = await executor.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return found !== undefined;
}
