import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';
import type { MailQueue } from '../mail/job.js';
import { requestMail } from '../mail/request.js';
import { stopMailToken } from '../mail/stop-links.js';
import { claimDigest, membersDue, moveDigestCursor, worksFor } from './queries.js';
import { artworkLink } from './rules.js';

/** How many works one digest names; the rest are counted ("…and 4 more", read up to WORKS_READ). */
export const DIGEST_WORKS_LISTED = 20;
const WORKS_READ = 500;

/**
 * How far back a digest looks: a member's first digest (or the first after they turned it back on)
 * tells the last day's works, not everything since they followed.
 */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** Members read per page of a run. */
const PAGE = 200;

export interface DigestRun {
  db: Kysely<NotificationDatabase>;
  mailQueue: MailQueue;
  publicUrl: string;
  /** Signs the mail's stop link (stop-links.ts). */
  internalToken: string;
}

/**
 * One digest run at `now`: each member with works listed since their last digest by studios they
 * follow gets one mail listing them (nothing when there are none, nothing when they turned it
 * off). Each member is one transaction that moves their cursor and queues their mail together,
 * so a run started again (a retry, a second instance) mails nobody twice. Resolves to the number
 * of mails queued.
 */
export async function runNewWorksDigest(
  { db, mailQueue, publicUrl, internalToken }: DigestRun,
  now = new Date(),
): Promise<number> {
  const origin = publicUrl.replace(/\/+$/, '');
  const until = now;
  const oldest = new Date(now.getTime() - LOOKBACK_MS);
  let after = '00000000-0000-0000-0000-000000000000';
  let queued = 0;
  for (;;) {
    const members = await membersDue(db, { oldest, until }, after, PAGE);
    for (const userId of members) {
      const mailed = await db.transaction().execute(async (trx) => {
        const since = await claimDigest(trx, userId, oldest, until);
        if (!since) return false;
        const works = await worksFor(trx, userId, since, until, WORKS_READ);
        await moveDigestCursor(trx, userId, until);
        if (works.length === 0) return false;
        const listed = works.slice(0, DIGEST_WORKS_LISTED);
        await requestMail(trx, mailQueue, {
          kind: 'new-works-digest',
          userId,
          // A digest answers no event: its own id names its mail_log row and job.
          eventId: randomUUID(),
          props: {
            works: listed.map((work) => ({
              name: work.name,
              studio: work.studio ?? '',
              url: `${origin}${artworkLink(work.slug)}`,
            })),
            more: works.length - listed.length,
            settingsUrl: `${origin}/notifications`,
            // The notification area's page that follows the link (a button, so a mail scanner
            // opening links turns nothing off).
            stopUrl: `${origin}/mail/stop?token=${encodeURIComponent(stopMailToken(internalToken, userId, 'new-works-digest'))}`,
          },
          lookup: { kind: 'recipient', userId },
        });
        return true;
      });
      if (mailed) queued += 1;
    }
    if (members.length < PAGE) return queued;
    after = members[members.length - 1] as string;
  }
}
