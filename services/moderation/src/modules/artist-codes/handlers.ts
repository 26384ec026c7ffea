import { ArtistCodeRedeemed } from '@art/contracts';
import { on } from '@art/kit';
import type { ModerationTables } from '../../db/schema.js';

/** identity accepted a code: the list shows it used, and by whom. */
export const artistCodeHandlers = {
  ...on<typeof ArtistCodeRedeemed, ModerationTables>(ArtistCodeRedeemed, async (event, { trx }) => {
    await trx
      .updateTable('artist_codes')
      .set({ used_by: event.data.userId, used_at: event.occurredAt })
      .where('id', '=', event.data.codeId)
      .where('used_by', 'is', null)
      .execute();
  }),
};
