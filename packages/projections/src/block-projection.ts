import { UserBlocked, UserUnblocked } from '@art/contracts';
import { on } from '@art/kit';
import { sql } from 'kysely';

/**
 * The handlers that keep a service's copy of social's blocks (blocker_id, blocked_id) for its
 * audience (see the kit's audience.ts). Social publishes blocks in order on one stream, so the last event
 * of a pair wins; a repeated event changes nothing.
 */
export function blockProjectionHandlers<DB>(table: keyof DB & string) {
  return {
    ...on<typeof UserBlocked, DB>(UserBlocked, async (event, { trx }) => {
      await sql`insert into ${sql.table(table)} (blocker_id, blocked_id) values (${event.data.blockerId}, ${event.data.blockedId})
        on conflict do nothing`.execute(trx);
    }),
    ...on<typeof UserUnblocked, DB>(UserUnblocked, async (event, { trx }) => {
      await sql`delete from ${sql.table(table)} where blocker_id = ${event.data.blockerId} and blocked_id = ${event.data.blockedId}`.execute(
        trx,
      );
    }),
  };
}
