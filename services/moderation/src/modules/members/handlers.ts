import { type EventData, UserBecameArtist, UserRegistered, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Snapshot = EventData<typeof UserRegistered>;

async function keep(trx: Transaction<ModerationTables>, user: Snapshot, registeredAt: string | null) {
  await upsertSnapshot(trx, 'members', 'id', {
    id: user.userId,
    name: user.name,
    email: user.email,
    slug: user.slug,
    role: user.role,
    suspended: user.suspended ?? false,
    version: user.version,
  });
  // When the member joined (the overview's new members): the registration says it, whatever order
  // the snapshots came in.
  if (registeredAt) {
    await trx.updateTable('members').set({ registered_at: registeredAt }).where('id', '=', user.userId).execute();
  }
}

/** What moderation keeps of identity's users: who applies, who is reported, who operates. */
export const identityUserHandlers = {
  ...on<typeof UserRegistered, ModerationTables>(UserRegistered, (event, { trx }) =>
    keep(trx, event.data, event.occurredAt),
  ),
  ...on<typeof UserUpdated, ModerationTables>(UserUpdated, (event, { trx }) => keep(trx, event.data, null)),
  ...on<typeof UserBecameArtist, ModerationTables>(UserBecameArtist, async (event, { trx }) => {
    await sql`update members set role = ${event.data.role} where id = ${event.data.userId} and role > 20`.execute(trx);
  }),
};
