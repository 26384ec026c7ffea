import { ExhibitionChanged, ExhibitionFollowed, ExhibitionUnfollowed } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import { isUuid } from '../../db/member-ids.js';
import type { NotificationDatabase } from '../../db/tables.js';
import { applyExhibition, applyExhibitionFollow, deleteExhibition } from './queries.js';

interface FollowData {
  exhibitionId: string;
  userId: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
}

async function follow(
  trx: Transaction<NotificationDatabase>,
  data: FollowData,
  following: boolean,
  occurredAt: string,
) {
  if (!isUuid(data.exhibitionId) || !isUuid(data.userId)) return;
  const at = new Date(occurredAt);
  await applyExhibition(
    trx,
    {
      id: data.exhibitionId,
      slug: data.slug,
      title: data.title,
      startsAt: new Date(data.startsAt),
      endsAt: new Date(data.endsAt),
    },
    at,
  );
  await applyExhibitionFollow(trx, data, following, at);
}

/**
 * Catalogue's exhibition follows and changes feed what the reminders read: who follows which
 * exhibition (as of when), and each exhibition's title, address and dates (an operator may move
 * them; a deleted one is reminded of no more). Only a change names the linked studio, whose
 * suspension and blocks the reminders follow (decision 0058).
 */
export function exhibitionProjectionHandlers() {
  return {
    ...on<typeof ExhibitionFollowed, NotificationDatabase>(ExhibitionFollowed, (event, { trx }) =>
      follow(trx, event.data, true, event.occurredAt),
    ),
    ...on<typeof ExhibitionUnfollowed, NotificationDatabase>(ExhibitionUnfollowed, (event, { trx }) =>
      follow(trx, event.data, false, event.occurredAt),
    ),
    ...on<typeof ExhibitionChanged, NotificationDatabase>(ExhibitionChanged, async (event, { trx }) => {
      const { id, after } = event.data;
      if (!isUuid(id)) return;
      const at = new Date(event.occurredAt);
      if (!after) return deleteExhibition(trx, id, at);
      await applyExhibition(
        trx,
        {
          id,
          slug: after.slug,
          title: after.title,
          startsAt: new Date(after.startsAt),
          endsAt: new Date(after.endsAt),
          artistSlug: after.artist.slug,
        },
        at,
      );
    }),
  };
}
