import type { ArtworkView } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../../../db/schema.js';
import { selectArtworkViews } from '../../artworks/queries.js';
import { artworkViewFromRow } from '../../artworks/views.js';

/**
 * The views of a page of artwork ids, in the page's order. Pages are chosen from narrow indexes
 * first and only then read in full, so a deep page never reads the rows it skips.
 */
export async function loadArtworkViews(db: Kysely<CatalogueTables>, ids: string[]): Promise<ArtworkView[]> {
  if (ids.length === 0) return [];
  const rows = await selectArtworkViews(db).where('artworks.id', 'in', ids).execute();
  const byId = new Map(
    rows.map((row) => [row.id, artworkViewFromRow(row, { withDescription: false, withExtraImages: false })]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Cached pages are the same for everybody (`liked` false); a signed-in viewer's likes are laid over
 * them here, one indexed query per page, so one user's likes never reach another's page.
 */
export async function withViewerLikes(
  db: Kysely<CatalogueTables>,
  views: ArtworkView[],
  viewerId: string | null | undefined,
): Promise<ArtworkView[]> {
  if (!viewerId || views.length === 0) return views;
  const liked = await db
    .selectFrom('artwork_likes')
    .select('artwork_id')
    .where('user_id', '=', viewerId)
    .where(
      'artwork_id',
      'in',
      views.map((view) => view._id),
    )
    .execute();
  const likedIds = new Set(liked.map((row) => row.artwork_id));
  return views.map((view) => ({ ...view, liked: likedIds.has(view._id) }));
}
