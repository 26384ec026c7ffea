import { type Kysely, sql, type Transaction } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';

type Db = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;

/** The digest's mail kind: a member who turned it off is never listed as due. */
const DIGEST_KIND = 'new-works-digest';

export interface ListedWork {
  artworkId: string;
  authorId: string;
  slug: string;
  name: string;
  thumbnail: string;
  listedAt: Date;
}

/** Records a listed artwork once (a redelivered event changes nothing). */
export async function recordNewWork(trx: Db, work: ListedWork): Promise<void> {
  await trx
    .insertInto('new_works')
    .values({
      artwork_id: work.artworkId,
      author_id: work.authorId,
      slug: work.slug,
      name: work.name,
      thumbnail: work.thumbnail,
      listed_at: work.listedAt,
    })
    .onConflict((oc) => oc.column('artwork_id').doNothing())
    .execute();
}

/** An edit renames or re-pictures a work the digest has still to tell. */
export async function refreshNewWork(
  trx: Db,
  artworkId: string,
  change: { slug: string; name: string; thumbnail: string },
): Promise<void> {
  await trx.updateTable('new_works').set(change).where('artwork_id', '=', artworkId).execute();
}

export async function forgetNewWork(trx: Db, artworkId: string): Promise<void> {
  await trx.deleteFrom('new_works').where('artwork_id', '=', artworkId).execute();
}

/** Hidden by an operator: no digest lists it; resolves to its slug when it was known. */
export async function hideNewWork(trx: Db, artworkId: string): Promise<string | undefined> {
  const row = await trx
    .updateTable('new_works')
    .set({ hidden: true })
    .where('artwork_id', '=', artworkId)
    .returning('slug')
    .executeTakeFirst();
  return row?.slug;
}

/** True when the projection of identity's users says the member is suspended. */
export async function isSuspended(trx: Db, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('users').select('suspended').where('id', '=', userId).executeTakeFirst();
  return row?.suspended === true;
}

/**
 * The works a member's digest tells, listed in (since, until]: by studios they follow now (a block
 * ended the follow), not their own, not hidden, by no suspended studio. Oldest first, at most `limit`.
 */
function dueWorks(db: Db, since: Date, until: Date) {
  return db
    .selectFrom('follows as f')
    .innerJoin('new_works as w', 'w.author_id', 'f.artist_id')
    .leftJoin('users as u', 'u.id', 'w.author_id')
    .where('f.following', '=', true)
    .where('w.hidden', '=', false)
    .where((eb) => eb.or([eb('u.suspended', 'is', null), eb('u.suspended', '=', false)]))
    .whereRef('f.follower_id', '<>', 'w.author_id')
    .where('w.listed_at', '>', since)
    .where('w.listed_at', '<=', until);
}

/**
 * The next members (by id, after `after`) who have works to hear of in (their cursor, until], no
 * further back than `oldest`, and who did not turn the digest off.
 */
export async function membersDue(db: Db, window: { oldest: Date; until: Date }, after: string, limit: number) {
  const rows = await dueWorks(db, window.oldest, window.until)
    .leftJoin('digest_cursors as c', 'c.user_id', 'f.follower_id')
    .where((eb) => eb.or([eb('c.sent_until', 'is', null), eb('w.listed_at', '>', eb.ref('c.sent_until'))]))
    .where('f.follower_id', '>', after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_opt_outs as o')
            .select(sql.lit(1).as('one'))
            .whereRef('o.user_id', '=', 'f.follower_id')
            .where('o.kind', '=', DIGEST_KIND),
        ),
      ),
    )
    .select('f.follower_id')
    .distinct()
    .orderBy('f.follower_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.follower_id);
}

/** Takes the member's cursor for this run (locked); null when a run already told them up to `until`. */
export async function claimDigest(trx: Db, userId: string, oldest: Date, until: Date): Promise<Date | null> {
  // A first digest starts at `oldest`; the row exists before the lock, so two runs queue one mail.
  await trx
    .insertInto('digest_cursors')
    .values({ user_id: userId, sent_until: oldest })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('digest_cursors')
    .select('sent_until')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (row && row.sent_until >= until) return null;
  return row && row.sent_until > oldest ? row.sent_until : oldest;
}

export async function moveDigestCursor(trx: Db, userId: string, until: Date): Promise<void> {
  await trx
    .insertInto('digest_cursors')
    .values({ user_id: userId, sent_until: until })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sent_until: until }))
    .execute();
}

/** The works one member's digest lists, oldest first, with their studio's name. */
export function worksFor(trx: Db, userId: string, since: Date, until: Date, limit: number) {
  return dueWorks(trx, since, until)
    .where('f.follower_id', '=', userId)
    .select(['w.artwork_id', 'w.slug', 'w.name', 'w.thumbnail', 'w.listed_at', 'u.name as studio'])
    .orderBy('w.listed_at')
    .orderBy('w.artwork_id')
    .limit(limit)
    .execute();
}
