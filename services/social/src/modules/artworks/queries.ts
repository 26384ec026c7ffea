import type { ArtworkCreated, EventData } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';

type Db = Kysely<SocialTables>;

/**
 * Records that the artwork exists, whose it is and what a report keeps of it (name, description,
 * images), when the snapshot is newer than the held one; a deleted one stays deleted.
 */
export async function recordArtwork(db: Db, artwork: EventData<typeof ArtworkCreated>): Promise<void> {
  const shown = {
    name: artwork.name,
    description: artwork.description ?? '',
    image_urls: JSON.stringify(artwork.imageUrls ?? (artwork.thumbnail ? [artwork.thumbnail] : [])),
    version: artwork.version,
  };
  await db
    .insertInto('artworks')
    .values({ id: artwork.artworkId, author_id: artwork.authorId, ...shown })
    .onConflict((oc) => oc.column('id').doUpdateSet(shown).where('artworks.version', '<', artwork.version))
    .execute();
}

export async function markArtworkDeleted(db: Db, artworkId: string, authorId: string): Promise<void> {
  await db
    .insertInto('artworks')
    .values({ id: artworkId, author_id: authorId, deleted: true })
    .onConflict((oc) => oc.column('id').doUpdateSet({ deleted: true }))
    .execute();
}

/** The artist's count of works, when newer than the held one. */
export async function setWorksCount(db: Db, userId: string, totalArtworks: number, version: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ works_count: totalArtworks, works_version: version })
    .where('id', '=', userId)
    .where('works_version', '<', version)
    .execute();
}

/** The author of an artwork that is still there; undefined when missing or deleted. */
export async function artworkAuthor(db: Db, artworkId: string): Promise<string | undefined> {
  const artwork = await db
    .selectFrom('artworks')
    .select('author_id')
    .where('id', '=', artworkId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return artwork?.author_id;
}
