import type { ExhibitionView } from '@art/contracts';
import { notFound } from '@art/kit';
import { type Kysely, sql } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
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
 * There are a handful of exhibitions, not thousands: no paging.
 */
export async function listExhibitions(
  db: Kysely<CatalogueTables>,
  period: ExhibitionPeriod,
): Promise<ExhibitionView[]> {
  let query = selectExhibitions(db);
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

/** One exhibition by id or slug (the listing links by id). */
export async function exhibitionByIdOrSlug(db: Kysely<CatalogueTables>, idOrSlug: string): Promise<ExhibitionView> {
  const row = await selectExhibitions(db)
    .where((eb) =>
      isUuid(idOrSlug) ? eb('exhibitions.id', '=', idOrSlug) : eb('exhibitions.slug', '=', idOrSlug.toLowerCase()),
    )
    .executeTakeFirst();
  if (!row) throw notFound(EXHIBITION_UNAVAILABLE);
  return toExhibitionView(row);
}
