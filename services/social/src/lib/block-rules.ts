import { forbidden } from '@art/kit';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../db/schema.js';

/** Whether `blockerId` blocks `blockedId` (one direction: only the blocker's content is closed). */
export async function isBlockedBy(db: Kysely<SocialTables>, blockerId: string, blockedId: string): Promise<boolean> {
  if (blockerId === blockedId) return false;
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The spec: a blocked user can no longer follow, view, comment on or message the blocker. */
export const BLOCKED_MESSAGE = 'You cannot interact with this user';

/** Refuses (403) when `ownerId` blocks the viewer. */
export async function assertNotBlockedBy(db: Kysely<SocialTables>, ownerId: string, viewerId: string): Promise<void> {
  if (await isBlockedBy(db, ownerId, viewerId)) throw forbidden(BLOCKED_MESSAGE);
}
