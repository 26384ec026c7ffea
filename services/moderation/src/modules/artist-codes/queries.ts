import type { Kysely, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Executor = Kysely<ModerationTables> | Transaction<ModerationTables>;

function withUser(db: Executor) {
  return db
    .selectFrom('artist_codes as c')
    .leftJoin('members as m', 'm.id', 'c.used_by')
    .selectAll('c')
    .select('m.name as used_by_name');
}

export async function artistCodes(db: Executor, limit: number, skip: number) {
  return withUser(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).offset(skip).execute();
}

export async function artistCodeById(db: Executor, id: string) {
  return withUser(db).where('c.id', '=', id).executeTakeFirst();
}

export type ArtistCodeRow = NonNullable<Awaited<ReturnType<typeof artistCodeById>>>;

export async function lockArtistCode(trx: Transaction<ModerationTables>, id: string) {
  return trx.selectFrom('artist_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
