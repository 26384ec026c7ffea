import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';
import { pushAfterCommit } from '../notifications/after-commit.js';
import { pruneNotifications } from '../notifications/queries/index.js';
import { claimReminder, dueReminders, insertForExhibitionFollowers } from './queries.js';
import { CLOSING_NOTICE_MS, exhibitionLink, OPENING_GRACE_MS, REMINDER_KINDS, reminderMessage } from './rules.js';

/**
 * One run of the exhibition reminders at `now`: each followed exhibition that opened (and each that
 * closes within 48 hours) tells its current followers once, as far as its audience reaches (decision
 * 0058: none while its studio is suspended, no follower in a block with its studio). The reminder is recorded in the same
 * transaction as its notifications (exhibition_reminders, one row per exhibition and kind), so a
 * run repeated, retried or racing another instance tells nobody twice, across restarts. `db` is the
 * consumers' handle: what a run stored is pushed live once it committed. Resolves to the
 * reminders sent.
 */
export async function runExhibitionReminders(
  db: Kysely<NotificationDatabase>,
  fanOutLimit: number,
  now = new Date(),
): Promise<number> {
  const due = await dueReminders(db, now, { openingGraceMs: OPENING_GRACE_MS, closingNoticeMs: CLOSING_NOTICE_MS });
  let sent = 0;
  for (const reminder of due) {
    const told = await db.transaction().execute(async (trx) => {
      const eventId = await claimReminder(trx, reminder.id, reminder.kind, randomUUID());
      if (!eventId) return false;
      const stored = await insertForExhibitionFollowers(trx, reminder.id, reminder.studioId, fanOutLimit, {
        message: reminderMessage(reminder.kind, reminder.title),
        link: exhibitionLink(reminder.slug),
        image: '',
        eventId,
        kind: REMINDER_KINDS[reminder.kind],
        detail: reminder.title,
      });
      await pruneNotifications(
        trx,
        stored.map((row) => row.user_id),
      );
      for (const row of stored) pushAfterCommit(trx, row.id);
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}
