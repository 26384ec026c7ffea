import { type Kysely, sql, type Transaction } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';

type Db = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;

export interface ExhibitionFacts {
  id: string;
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Keeps an exhibition's title and dates as of `changedAt`; an older event changes nothing.
 * `artistSlug` (catalogue's change events only: a follow does not name the studio) also keeps the
 * linked studio, its id resolved now through the users projection, so that a later change of the
 * studio's slug does not unlink it.
 */
export async function applyExhibition(
  trx: Db,
  facts: ExhibitionFacts & { artistSlug?: string },
  changedAt: Date,
): Promise<void> {
  const { artistSlug } = facts;
  const studio =
    artistSlug === undefined
      ? {}
      : {
          artist_slug: artistSlug,
          artist_id: sql<
            string | null
          >`(select u.id from users u where u.slug = ${artistSlug} and u.slug <> '' limit 1)`,
        };
  const row = {
    slug: facts.slug,
    title: facts.title,
    starts_at: facts.startsAt,
    ends_at: facts.endsAt,
    deleted: false,
    changed_at: changedAt,
    ...studio,
  };
  await trx
    .insertInto('exhibitions')
    .values({ id: facts.id, ...row })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(row)
        .where(sql.ref('exhibitions.changed_at'), '<=', changedAt)
        .where('exhibitions.deleted', '=', false),
    )
    .execute();
}

/** The exhibition was deleted: no reminder goes out for it any more. */
export async function deleteExhibition(trx: Db, id: string, changedAt: Date): Promise<void> {
  await trx.updateTable('exhibitions').set({ deleted: true, changed_at: changedAt }).where('id', '=', id).execute();
}

/** Records that the member follows (or no longer follows) the exhibition as of `changedAt`. */
export async function applyExhibitionFollow(
  trx: Db,
  pair: { exhibitionId: string; userId: string },
  following: boolean,
  changedAt: Date,
): Promise<void> {
  await trx
    .insertInto('exhibition_follows')
    .values({ exhibition_id: pair.exhibitionId, user_id: pair.userId, following, changed_at: changedAt })
    .onConflict((oc) =>
      oc
        .columns(['exhibition_id', 'user_id'])
        .doUpdateSet({ following, changed_at: changedAt })
        .where(sql.ref('exhibition_follows.changed_at'), '<=', changedAt),
    )
    .execute();
}

export type ReminderKind = 'opening' | 'closing-soon';

export type DueReminder = ExhibitionFacts & {
  kind: ReminderKind;
  /** The linked studio (decision 0058), null for none: its blocks keep followers out. */
  studioId: string | null;
};

/**
 * The linked studio: the id resolved at the change event, else (the users projection did not know
 * the slug then) whoever has the slug now.
 */
const linkedStudio = sql<
  string | null
>`coalesce(e.artist_id, (select u.id from users u where u.slug = e.artist_slug and u.slug <> '' limit 1))`;

/**
 * The reminders due at `now` and not sent: an opening once the exhibition started (within
 * `openingGraceMs`, so an exhibition long open is not announced as opening) and before it ended;
 * a closing-soon once its end is `closingNoticeMs` away or nearer, before it ended. A suspended
 * studio's exhibition is hidden from everybody (decision 0058), so it is not due, but nor is it
 * claimed: lifted within the window, the reminder still goes out.
 */
export async function dueReminders(
  db: Db,
  now: Date,
  windows: { openingGraceMs: number; closingNoticeMs: number },
): Promise<DueReminder[]> {
  const openedAfter = new Date(now.getTime() - windows.openingGraceMs);
  const closingBefore = new Date(now.getTime() + windows.closingNoticeMs);
  const sent = (kind: ReminderKind) =>
    sql<boolean>`exists (select 1 from exhibition_reminders r where r.exhibition_id = e.id and r.kind = ${kind})`;
  const rows = await db
    .selectFrom('exhibitions as e')
    .select(['e.id', 'e.slug', 'e.title', 'e.starts_at', 'e.ends_at'])
    .select([sent('opening').as('opening_sent'), sent('closing-soon').as('closing_sent'), linkedStudio.as('studio_id')])
    .where('e.deleted', '=', false)
    .where(sql<boolean>`not exists (select 1 from users s where s.id = ${linkedStudio} and s.suspended)`)
    .where('e.ends_at', '>', now)
    .where((eb) =>
      eb.or([
        eb.and([eb('e.starts_at', '<=', now), eb('e.starts_at', '>', openedAfter)]),
        eb('e.ends_at', '<=', closingBefore),
      ]),
    )
    .orderBy('e.starts_at')
    .execute();
  const due: DueReminder[] = [];
  for (const row of rows) {
    const facts = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      studioId: row.studio_id,
    };
    if (!row.opening_sent && row.starts_at <= now && row.starts_at > openedAfter)
      due.push({ ...facts, kind: 'opening' });
    if (!row.closing_sent && row.ends_at <= closingBefore) due.push({ ...facts, kind: 'closing-soon' });
  }
  return due;
}

/** Marks the reminder sent; its event id, or undefined when another run sent it already. */
export async function claimReminder(
  trx: Db,
  exhibitionId: string,
  kind: ReminderKind,
  eventId: string,
): Promise<string | undefined> {
  const row = await trx
    .insertInto('exhibition_reminders')
    .values({ exhibition_id: exhibitionId, kind, event_id: eventId })
    .onConflict((oc) => oc.columns(['exhibition_id', 'kind']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row?.event_id;
}

/**
 * One notification per current follower of the exhibition (at most `limit`, the longest-standing
 * first), in one statement; once per reminder and follower. A follower in a block with the linked
 * `studioId`, either way, is hidden from the exhibition (decision 0058) and left out, without
 * taking a place of the limit.
 */
export function insertForExhibitionFollowers(
  trx: Db,
  exhibitionId: string,
  studioId: string | null,
  limit: number,
  notification: { message: string; link: string; image: string; eventId: string; kind: string; detail: string },
): Promise<{ id: string; user_id: string }[]> {
  return trx
    .insertInto('notifications')
    .columns(['user_id', 'type', 'sender_id', 'message', 'link', 'image', 'event_id', 'kind', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('exhibition_follows')
        .select([
          'user_id',
          sql.lit('other').as('type'),
          sql<null>`null::uuid`.as('sender_id'),
          sql`${notification.message}::text`.as('message'),
          sql`${notification.link}::text`.as('link'),
          sql`${notification.image}::text`.as('image'),
          sql`${notification.eventId}::uuid`.as('event_id'),
          sql`${notification.kind}::text`.as('kind'),
          sql`${notification.detail}::text`.as('detail'),
        ])
        .where('exhibition_id', '=', exhibitionId)
        .where('following', '=', true)
        .$if(studioId !== null, (query) =>
          query.where(
            sql<boolean>`not exists (select 1 from blocks b
              where (b.blocker_id = ${studioId} and b.blocked_id = exhibition_follows.user_id::text)
                 or (b.blocker_id = exhibition_follows.user_id::text and b.blocked_id = ${studioId}))`,
          ),
        )
        .orderBy('changed_at')
        .orderBy('user_id')
        .limit(limit),
    )
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
}
