import { isUnread, type NotificationView } from '@art/sdk/notification';

/** Opening the page: every 'no' becomes 'seen' (still unread). */
export const allSeen = (list: NotificationView[]): NotificationView[] =>
  list.map((item) => (item.read === 'no' ? { ...item, read: 'seen' } : item));

/** Mark all as read: every one becomes 'read'. */
export const allRead = (list: NotificationView[]): NotificationView[] =>
  list.map((item) => (isUnread(item) ? { ...item, read: 'read' } : item));

/** One clicked: it becomes 'read'. */
export const oneRead = (list: NotificationView[], id: string): NotificationView[] =>
  list.map((item) => (item._id === id && item.read !== 'read' ? { ...item, read: 'read' } : item));

/** Whether opening the page has to mark them seen (some are still 'no'). */
export const hasNew = (list: readonly NotificationView[] | undefined): boolean =>
  (list ?? []).some((item) => item.read === 'no');
