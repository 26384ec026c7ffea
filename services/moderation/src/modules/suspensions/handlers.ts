import { AppealSubmitted } from '@art/contracts';
import { on } from '@art/kit';
import type { ModerationTables } from '../../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A suspended member's appeal (identity takes it, since they cannot sign in) joins the queue. */
export const appealHandlers = {
  ...on<typeof AppealSubmitted, ModerationTables>(AppealSubmitted, async (event, { trx }) => {
    const { data } = event;
    await trx
      .insertInto('appeals')
      .values({
        id: UUID.test(data.appealId) ? data.appealId : event.id,
        user_id: data.userId,
        text: data.text,
        submitted_at: event.occurredAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
};
