import type { NotificationView } from '@art/sdk/notification';

/**
 * Where a notification leads: a post's link is its path (`/feed/<id>`), or the bare id made into
 * one; any other type follows its own link when that is a path of the site. Follow notifications
 * (and follow requests, whose link is this page) lead nowhere: their buttons act instead.
 */
export function notificationHref(notification: Pick<NotificationView, 'type' | 'link'>): string | null {
  const link = notification.link.trim();
  if (!link) return null;
  if (notification.type === 'follow') return null;
  if (link.startsWith('/')) return link.startsWith('//') ? null : link;
  if (notification.type === 'post') return `/feed/${encodeURIComponent(link)}`;
  return /^https?:\/\//i.test(link) ? link : `/${link}`;
}

/** The follow controls of a row: Approve for a request, Follow / Following for a follow, else none. */
export function followControl(notification: Pick<NotificationView, 'type' | 'followRequestId' | 'sender'>) {
  if (notification.type !== 'follow' || !notification.sender) return 'none' as const;
  return notification.followRequestId ? ('approve' as const) : ('follow' as const);
}
