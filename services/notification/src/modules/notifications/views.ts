import type { NotificationKind, NotificationView } from '@art/contracts';
import type { NotificationRow } from './queries/index.js';

/** The name shown for a sender identity has not told this service about yet. */
export const UNKNOWN_SENDER_NAME = 'Someone';

/** A row as the page and the header read it; the database's 'yes' is the contract's 'read'. */
export function notificationView(row: NotificationRow): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    read: row.read === 'yes' ? 'read' : row.read,
    sender: row.sender_id
      ? { _id: row.sender_id, name: row.sender_name ?? UNKNOWN_SENDER_NAME, picture: row.sender_picture ?? '' }
      : null,
    message: row.message,
    link: row.link,
    image: row.image,
    created: row.created_at.toISOString(),
    followRequestId: row.follow_request_id,
    ...(row.kind ? { kind: row.kind as NotificationKind, detail: row.detail } : {}),
  };
}
