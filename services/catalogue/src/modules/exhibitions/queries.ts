import type { ExhibitionView } from '@art/contracts';
import { notFound } from '@art/kit';
import { type Insertable, type Kysely, type RawBuilder, sql, type Updateable } from 'kysely';
import type { CatalogueTables, ExhibitionsTable } from '../../db/schema.js';
import { isUuid } from '../artworks/rules.js';
import { toExhibitionView } from './views.js';

export const EXHIBITION_UNAVAILABLE = 'Sorry, the exhibition is unavailable!';

/** Which exhibitions a list shows, by their period against now. */
export type ExhibitionPeriod = 'all' | 'current' | 'previous' | 'upcoming';

function selectExhibitions(db: Kysely<CatalogueTables>) {
  return db
    .selectFrom('exhibitions')
    .leftJoin('users', 'users.id', 'exhibitions.artist_id')
    .selectAll('exhibitions')
    .select('users.slug as artist_slug');
}

/**
 * All (newest first), running now, ended (most recently ended first) or to come (soonest first).
 * There are a handful of exhibitions, not thousands: no paging. `artistVisible` is the audience's
 * condition on `exhibitions.artist_id`; an exhibition without a linked studio has nobody it could
 * hide behind, so it is always listed (docs/decisions/0058).
 */
export async function listExhibitions(
  db: Kysely<CatalogueTables>,
  period: ExhibitionPeriod,
  artistVisible: RawBuilder<boolean>,
): Promise<ExhibitionView[]> {
  let query = selectExhibitions(db).where(sql<boolean>`(exhibitions.artist_id is null or ${artistVisible})`);
  if (period === 'all') query = query.orderBy('exhibitions.starts_at', 'desc');
  if (period === 'current') {
    query = query
      .where('exhibitions.starts_at', '<=', sql<Date>`now()`)
      .where('exhibitions.ends_at', '>=', sql<Date>`now()`)
      .orderBy('exhibitions.starts_at', 'desc');
  }
  if (period === 'previous') {
    query = query.where('exhibitions.ends_at', '<', sql<Date>`now()`).orderBy('exhibitions.ends_at', 'desc');
  }
  if (period === 'upcoming') {
    query = query.where('exhibitions.starts_at', '>', sql<Date>`now()`).orderBy('exhibitions.starts_at', 'asc');
  }
  const rows = await query.orderBy('exhibitions.id').execute();
  return rows.map(toExhibitionView);
}

/** One exhibition by id or slug (the listing links by id), with its studio for the audience. */
export async function exhibitionByIdOrSlug(
  db: Kysely<CatalogueTables>,
  idOrSlug: string,
): Promise<{ view: ExhibitionView; artistId: string | null }> {
  const row = await selectExhibitions(db)
    .where((eb) =>
      isUuid(idOrSlug) ? eb('exhibitions.id', '=', idOrSlug) : eb('exhibitions.slug', '=', idOrSlug.toLowerCase()),
    )
    .executeTakeFirst();
  if (!row) throw notFound(EXHIBITION_UNAVAILABLE);
  return { view: toExhibitionView(row), artistId: row.artist_id };
}

// ---- The operators' side (issue 22) --------------------------------------------------------

/** Where each exhibition stands against now, by the same comparisons as the public lists. */
const periodNow = sql<ExhibitionPeriodNow>`case when exhibitions.starts_at > now() then 'upcoming' when exhibitions.ends_at < now() then 'previous' else 'current' end`;
export type ExhibitionPeriodNow = 'current' | 'upcoming' | 'previous';

function selectOperatorExhibitions(db: Kysely<CatalogueTables>) {
  return selectExhibitions(db).select(periodNow.as('period'));
}

/** Every exhibition, whatever its dates, the latest start first. */
export function operatorExhibitionRows(db: Kysely<CatalogueTables>) {
  return selectOperatorExhibitions(db).orderBy('exhibitions.starts_at', 'desc').orderBy('exhibitions.id').execute();
}

export function operatorExhibitionRow(db: Kysely<CatalogueTables>, id: string) {
  return selectOperatorExhibitions(db).where('exhibitions.id', '=', id).executeTakeFirst();
}

/** Locks one exhibition for a change (its row only: the users projection is not locked). */
export async function lockExhibition(trx: Kysely<CatalogueTables>, id: string): Promise<boolean> {
  const row = await trx.selectFrom('exhibitions').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return Boolean(row);
}

export async function exhibitionExists(db: Kysely<CatalogueTables>, id: string): Promise<boolean> {
  const row = await db.selectFrom('exhibitions').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

export async function slugInUse(db: Kysely<CatalogueTables>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('exhibitions').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** A studio of the users projection by its address, for an exhibition's or a slide's link. */
export function studioBySlug(db: Kysely<CatalogueTables>, slug: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', slug.toLowerCase())
    .executeTakeFirst();
}

export type NewExhibitionValues = Insertable<ExhibitionsTable>;
export type ExhibitionChanges = Updateable<ExhibitionsTable>;

export async function insertExhibition(trx: Kysely<CatalogueTables>, values: NewExhibitionValues): Promise<string> {
  const row = await trx.insertInto('exhibitions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExhibitionRow(trx: Kysely<CatalogueTables>, id: string, changes: ExhibitionChanges) {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('exhibitions').set(changes).where('id', '=', id).execute();
}

export async function deleteExhibitionRow(trx: Kysely<CatalogueTables>, id: string) {
  await trx.deleteFrom('exhibitions').where('id', '=', id).execute();
}
