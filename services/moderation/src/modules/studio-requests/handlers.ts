import { StudioRequested } from '@art/contracts';
import { on } from '@art/kit';
import type { ModerationTables } from '../../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** identity's studio requests join the queue, pending until an operator decides. */
export const studioRequestHandlers = {
  ...on<typeof StudioRequested, ModerationTables>(StudioRequested, async (event, { trx }) => {
    const { data } = event;
    // identity's request id when it sends one (a uuid), else the event's: one row per request.
    const id = data.requestId && UUID.test(data.requestId) ? data.requestId : event.id;
    await trx
      .insertInto('studio_requests')
      .values({
        id,
        user_id: data.userId,
        name: data.name,
        email: data.email,
        message: data.message,
        images: JSON.stringify(data.images ?? []),
        submitted_at: event.occurredAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
};
