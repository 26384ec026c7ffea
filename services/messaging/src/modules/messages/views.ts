import { CHAT_MESSAGES, type ChatMessage, type CollapsedBy } from '@art/contracts';
import { socialBlocksAround } from '../blocks/queries.js';
import { collapsedBy } from '../blocks/rules.js';
import { type Executor, readMarks } from '../rooms/queries.js';
import { membersById, unknownMember } from '../users/views.js';
import type { MessageRow } from './queries.js';
import { isSaid } from './rules.js';

/** What a reader across a block from the sender reads instead of the message. */
export const COLLAPSED_NOTICE: Record<CollapsedBy, string> = {
  'you-blocked': CHAT_MESSAGES.collapsedYouBlocked,
  'blocked-you': CHAT_MESSAGES.collapsedBlockedYou,
};

/**
 * A message as a member across a block from its sender gets it: the notice instead of the words
 * or the picture's address, and no card of the sender beyond the id (a block hides each from the
 * other); the screens show the notice in the reader's language by `collapsed`.
 */
export function collapsedMessage(message: ChatMessage, by: CollapsedBy): ChatMessage {
  return {
    ...message,
    postedBy: unknownMember(message.postedBy._id),
    message: COLLAPSED_NOTICE[by],
    messageType: 'text',
    collapsed: by,
  };
}

/**
 * Messages of one room as the screens show them. `seen` holds the sender and every member
 * (current or gone) whose read mark has reached the message; a picture's address is the one
 * `pictureAddress` makes of the stored one (signed for the viewers). With `collapseFor` (a group's
 * viewer), what a member across a block from the viewer said comes collapsed (collapsedMessage);
 * a one-to-one room is closed by the block instead, its history left as it was.
 */
export async function messageViews(
  db: Executor,
  roomId: string,
  rows: MessageRow[],
  pictureAddress: (stored: string) => string,
  collapseFor?: string,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const posters = rows.map((row) => row.posted_by);
  const [cards, marks, blocks] = await Promise.all([
    membersById(db, posters),
    readMarks(db, roomId),
    collapseFor
      ? socialBlocksAround(
          db,
          collapseFor,
          posters.filter((id) => id !== collapseFor),
        )
      : new Set<string>(),
  ]);
  return rows.map((row) => {
    const seq = Number(row.seq);
    const seen = [
      row.posted_by,
      ...marks.filter((mark) => mark.user_id !== row.posted_by && Number(mark.seen_seq) >= seq).map((m) => m.user_id),
    ];
    const by = collapseFor && isSaid(row.message_type) ? collapsedBy(blocks, collapseFor, row.posted_by) : null;
    const view: ChatMessage = {
      _id: row.id,
      room: row.room_id,
      postedBy: cards.get(row.posted_by) ?? unknownMember(row.posted_by),
      // A collapsed picture is never signed: its address would outlive the notice.
      message: by ? '' : row.message_type === 'image' ? pictureAddress(row.message) : row.message,
      messageType: row.message_type,
      seen,
      createdAt: new Date(row.created_at).toISOString(),
    };
    return by ? collapsedMessage(view, by) : view;
  });
}
