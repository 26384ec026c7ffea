import { type ExhibitionFollowAnswer, ExhibitionFollowed, ExhibitionUnfollowed } from '@art/contracts';
import { type Audience, type EventContext, notFound, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
import { isUuid } from '../artworks/rules.js';
import { EXHIBITION_UNAVAILABLE } from './queries.js';

type Db = Kysely<CatalogueTables>;

/** How many members follow the exhibition, and whether `viewerId` is one of them. */
export async function followState(
  db: Db,
  exhibitionId: string,
  viewerId: string | null,
): Promise<{ following: boolean; followersCount: number }> {
  const row = await db
    .selectFrom('exhibition_follows')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn
        .countAll<string>()
        .filterWhere('user_id', '=', viewerId && isUuid(viewerId) ? viewerId : '00000000-0000-0000-0000-000000000000')
        .as('mine'),
    ])
    .where('exhibition_id', '=', exhibitionId)
    .executeTakeFirstOrThrow();
  return { following: viewerId !== null && Number(row.mine) > 0, followersCount: Number(row.count) };
}

/**
 * Follows (or stops following) an exhibition, by id or slug. Idempotent: a second follow or an
 * unfollow of one not followed changes nothing and publishes nothing; a change publishes
 * `catalogue.exhibition.followed`/`unfollowed` in its transaction (outbox) with the exhibition's
 * title and dates, which notification keeps to tell the followers when it opens and closes.
 * Following one hidden from the viewer (its studio suspended, or a block between them) answers 404
 * as the exhibition does; letting go of a follow is never refused, so nobody is stuck with one.
 */
export async function setExhibitionFollow(
  db: Db,
  audience: Audience,
  idOrSlug: string,
  viewerId: string,
  following: boolean,
  context: EventContext,
): Promise<ExhibitionFollowAnswer> {
  return db.transaction().execute(async (trx) => {
    const exhibition = await trx
      .selectFrom('exhibitions')
      .select(['id', 'slug', 'title', 'starts_at', 'ends_at', 'artist_id'])
      .where((eb) => (isUuid(idOrSlug) ? eb('id', '=', idOrSlug) : eb('slug', '=', idOrSlug.toLowerCase())))
      // Shared: a deletion waits for the follow, and the follow never outlives its exhibition.
      .forShare()
      .executeTakeFirst();
    if (!exhibition) throw notFound(EXHIBITION_UNAVAILABLE);
    if (following && exhibition.artist_id) {
      // Read through the transaction: it holds the exhibition's share lock.
      await audience
        .within(trx)
        .assert(viewerId, exhibition.artist_id, 'view-profile', { notFoundMessage: EXHIBITION_UNAVAILABLE });
    }
    const changed = following
      ? await trx
          .insertInto('exhibition_follows')
          .values({ exhibition_id: exhibition.id, user_id: viewerId })
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('exhibition_follows')
          .where('exhibition_id', '=', exhibition.id)
          .where('user_id', '=', viewerId)
          .returning('user_id')
          .executeTakeFirst();
    if (changed) {
      const data = {
        exhibitionId: exhibition.id,
        userId: viewerId,
        slug: exhibition.slug,
        title: exhibition.title,
        startsAt: new Date(exhibition.starts_at).toISOString(),
        endsAt: new Date(exhibition.ends_at).toISOString(),
      };
      if (following) await writeEvent(trx, ExhibitionFollowed, data, context);
      else await writeEvent(trx, ExhibitionUnfollowed, data, context);
    }
    return { status: 'success', ...(await followState(trx, exhibition.id, viewerId)) };
  });
}
