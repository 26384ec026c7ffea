import { sql } from 'kysely';
import type { Executor } from '../rooms/queries.js';

/**
 * The conversations the viewer lists (current, not deleted) whose group name, or the name of
 * another current participant, matches `pattern`; most recently updated first, with the read mark.
 */
export async function roomsNamed(executor: Executor, viewerId: string, pattern: string, limit: number) {
  return executor
    .selectFrom('room_members as m')
    .innerJoin('rooms', 'rooms.id', 'm.room_id')
    .selectAll('rooms')
    .select('m.seen_seq')
    .where('m.user_id', '=', viewerId)
    .where('m.left_at', 'is', null)
    .where('m.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('rooms.type', '=', 'group'), eb('rooms.name', 'ilike', pattern)]),
        eb.exists(
          eb
            .selectFrom('room_members as o')
            .innerJoin('users as u', 'u.id', 'o.user_id')
            .select(sql`1`.as('one'))
            .whereRef('o.room_id', '=', 'm.room_id')
            .where('o.user_id', '<>', viewerId)
            .where('o.left_at', 'is', null)
            .where('u.name', 'ilike', pattern),
        ),
      ]),
    )
    .orderBy('rooms.updated_at', 'desc')
    .orderBy('rooms.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Text messages matching `pattern` that the viewer still sees: in rooms they are a current member
 * of, after the history they deleted, and in a group none from a member across a block from them
 * (those they read only as a notice). Newest first; `limit` after skipping `offset`. Read through
 * the viewer's memberships and each room's (room_id, seq) index: a member searches their own
 * history only, never the whole table.
 */
export async function messagesSaying(
  executor: Executor,
  viewerId: string,
  pattern: string,
  limit: number,
  offset: number,
) {
  return executor
    .selectFrom('room_members as m')
    .innerJoin('messages as x', (join) =>
      join.onRef('x.room_id', '=', 'm.room_id').onRef('x.seq', '>', 'm.cleared_seq'),
    )
    .innerJoin('rooms as r', 'r.id', 'm.room_id')
    .select(['x.id', 'x.room_id', 'x.posted_by', 'x.message', 'x.created_at', 'x.seq', 'r.type', 'r.name'])
    .where('m.user_id', '=', viewerId)
    .where('m.left_at', 'is', null)
    .where('x.message_type', '=', 'text')
    .where('x.message', 'ilike', pattern)
    .where((eb) =>
      eb.or([
        eb('r.type', '=', 'normal'),
        eb('x.posted_by', '=', viewerId),
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_blocks as b')
              .select(sql`1`.as('one'))
              .where((inner) =>
                inner.or([
                  inner.and([
                    inner('b.blocker_id', '=', viewerId),
                    inner('b.blocked_id', '=', inner.ref('x.posted_by')),
                  ]),
                  inner.and([
                    inner('b.blocked_id', '=', viewerId),
                    inner('b.blocker_id', '=', inner.ref('x.posted_by')),
                  ]),
                ]),
              ),
          ),
        ),
      ]),
    )
    .orderBy('x.seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
