import { EMPTY_SHIPPING_INFO, type EventData, UserBecameArtist, UserRegistered, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import type { Transaction } from 'kysely';
import type { CommerceTables } from '../db/schema.js';

type Trx = Transaction<CommerceTables>;
type Snapshot = EventData<typeof UserRegistered>;

/** Keeps a member's snapshot when it is newer than the held one (events may come out of order). */
async function applyMemberSnapshot(trx: Trx, user: Snapshot) {
  await upsertSnapshot(trx, 'members', 'id', {
    id: user.userId,
    name: user.name,
    slug: user.slug,
    email: user.email,
    role: user.role,
    shipping: JSON.stringify({ ...EMPTY_SHIPPING_INFO, ...user.shippingInfo }),
    version: user.version,
  });
}

/** The role moves up when identity's new snapshot has not come yet (one way: never back down). */
async function applyBecameArtist(trx: Trx, data: EventData<typeof UserBecameArtist>) {
  await trx
    .updateTable('members')
    .set({ role: data.role })
    .where('id', '=', data.userId)
    .where('role', '>', 20)
    .execute();
}

export const identityHandlers = {
  ...on<typeof UserRegistered, CommerceTables>(UserRegistered, (event, { trx }) =>
    applyMemberSnapshot(trx, event.data),
  ),
  ...on<typeof UserUpdated, CommerceTables>(UserUpdated, (event, { trx }) => applyMemberSnapshot(trx, event.data)),
  ...on<typeof UserBecameArtist, CommerceTables>(UserBecameArtist, (event, { trx }) =>
    applyBecameArtist(trx, event.data),
  ),
};
