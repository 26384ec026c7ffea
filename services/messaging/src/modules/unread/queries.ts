import { UNREAD_COUNT_CAP } from '@art/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../rooms/queries.js';

/**
 * The unread messages of the membership `m` (a room_members row in the outer query): what others
 * said (text, pictures) after the member's read mark and after the history they deleted, but
 * nothing from a member across a block from them (either way), counted up to UNREAD_COUNT_CAP.
 * Join and left notices are the room's, not messages to read. The (room_id, seq desc) index
 * serves the range; the cap bounds the work of a conversation left unread for months.
 */
const unreadOfMembership = (): RawBuilder<number> => sql<number>`(
  select count(*)::int from (
    select 1 from messages x
    where x.room_id = m.room_id
      and x.seq > greatest(m.seen_seq, m.cleared_seq)
      and x.posted_by <> m.user_id
      and x.message_type in ('text', 'image')
      and not exists (
        select 1 from user_blocks b
        where (b.blocker_id = m.user_id and b.blocked_id = x.posted_by)
           or (b.blocker_id = x.posted_by and b.blocked_id = m.user_id)
      )
    limit ${UNREAD_COUNT_CAP}
  ) as unread_rows
)`;

/** The viewer's unread count in each of `roomIds` they are a current member of (rooms with none are left out). */
export async function unreadByRoom(
  executor: Executor,
  viewerId: string,
  roomIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (roomIds.length === 0) return counts;
  const { rows } = await sql<{ room_id: string; unread: number }>`
    select m.room_id, ${unreadOfMembership()} as unread
    from room_members m
    join rooms r on r.id = m.room_id
    where m.user_id = ${viewerId}
      and m.room_id in (${sql.join(roomIds)})
      and m.left_at is null
      and r.last_message_seq > greatest(m.seen_seq, m.cleared_seq)
  `.execute(executor);
  for (const row of rows) if (row.unread > 0) counts.set(row.room_id, row.unread);
  return counts;
}

export interface UnreadTotal {
  total: number;
  conversations: number;
  /** The count of each conversation that has unread messages. */
  byRoom: Map<string, number>;
}

/**
 * Each user's unread messages over the conversations they list (current, not deleted): only the
 * rooms whose newest message is past the member's mark are counted at all.
 */
export async function unreadTotals(executor: Executor, userIds: string[]): Promise<Map<string, UnreadTotal>> {
  const totals = new Map<string, UnreadTotal>(
    userIds.map((id) => [id, { total: 0, conversations: 0, byRoom: new Map<string, number>() }]),
  );
  if (userIds.length === 0) return totals;
  const { rows } = await sql<{ user_id: string; room_id: string; unread: number }>`
    select m.user_id, m.room_id, ${unreadOfMembership()} as unread
    from room_members m
    join rooms r on r.id = m.room_id
    where m.user_id in (${sql.join(userIds)})
      and m.left_at is null
      and m.deleted_at is null
      and r.last_message_seq > greatest(m.seen_seq, m.cleared_seq)
  `.execute(executor);
  for (const row of rows) {
    const total = totals.get(row.user_id);
    if (!total || row.unread === 0) continue;
    total.total += row.unread;
    total.conversations += 1;
    total.byRoom.set(row.room_id, row.unread);
  }
  return totals;
}
