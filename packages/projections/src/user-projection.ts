import { type EventData, UserBecameArtist, UserRegistered, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import { sql, type Transaction } from 'kysely';

type Snapshot = EventData<typeof UserRegistered>;

export interface UserProjectionOptions<DB> {
  /** The projection's table; its key column is `id` and it has a `version` column. */
  table: keyof DB & string;
  /** The row kept of a user's snapshot (without id and version); null skips the snapshot. */
  row: (user: Snapshot) => Record<string, unknown> | null;
  /** Whether the table has a `role` that follows identity.user.became_artist (default true). */
  followsRole?: boolean;
  /**
   * Whether the table has a `suspended` column that follows the snapshot's flag (an operator's
   * suspension; absent in older snapshots: false), which the kit's audience reads (default false).
   */
  keepsSuspension?: boolean;
}

/**
 * The handlers of a projection of identity's users: a snapshot is kept when it is newer than the
 * held one (events may come out of order), and the role moves up on became_artist when the new
 * snapshot has not come yet (one way: never back down).
 */
export function userProjectionHandlers<DB>(options: UserProjectionOptions<DB>) {
  const apply = async (trx: Transaction<DB>, user: Snapshot) => {
    const row = options.row(user);
    if (!row) return;
    const suspension = options.keepsSuspension ? { suspended: user.suspended ?? false } : {};
    await upsertSnapshot(trx, options.table, 'id', { id: user.userId, ...row, ...suspension, version: user.version });
  };
  const becameArtist = async (trx: Transaction<DB>, data: EventData<typeof UserBecameArtist>) => {
    await sql`update ${sql.table(options.table)} set role = ${data.role} where id = ${data.userId} and role > 20`.execute(
      trx,
    );
  };
  return {
    ...on<typeof UserRegistered, DB>(UserRegistered, (event, { trx }) => apply(trx, event.data)),
    ...on<typeof UserUpdated, DB>(UserUpdated, (event, { trx }) => apply(trx, event.data)),
    ...(options.followsRole === false
      ? {}
      : on<typeof UserBecameArtist, DB>(UserBecameArtist, (event, { trx }) => becameArtist(trx, event.data))),
  };
}
