// The notification area: the viewer's notifications and their read states.
// Shapes are the notification service's own (@art/contracts, types only).
//
// Imported as '@art/sdk/notification', on its own: the notification remote (the page) and the
// messaging remote (the header's bell) download it; the package root stays as small as it is.
// Both read the list through one query of the shared cache: `notificationKeys` is that key.
import type { NotificationView, OptionalMailKind } from '@art/contracts';
import { ApiError, type RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { notificationRoutes as routes } from './routes/notification.js';

export type { NotificationView };
export { ApiError };

/** The query keys every area uses for notifications (the page and the header's bell share them). */
export const notificationKeys = {
  all: ['notification'] as const,
  list: (viewerId: string) => ['notification', 'list', viewerId] as const,
};

/** Only the first 100 are kept (newest first). */
export const NOTIFICATIONS_KEPT = 100;

/** 'no' (new) and 'seen' (listed once) count as unread; only 'read' (opened) does not. */
export function isUnread(notification: Pick<NotificationView, 'read'>): boolean {
  return notification.read === 'no' || notification.read === 'seen';
}

export function hasUnread(notifications: readonly Pick<NotificationView, 'read'>[] | undefined): boolean {
  return (notifications ?? []).some(isUnread);
}

/** The viewer's notifications, newest first, at most 100. */
export async function getNotifications(options: RequestOptions = {}): Promise<NotificationView[]> {
  const body = await callEndpoint(routes.list, {}, options);
  return (Array.isArray(body.message) ? body.message : []).slice(0, NOTIFICATIONS_KEPT);
}

/** Every 'no' becomes 'seen' (the page was opened). */
export async function markAllSeen(options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.makeSeen, {}, options);
}

/** Every notification becomes 'read' (Mark all as read). */
export async function markAllViewed(options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.makeAllViewed, {}, options);
}

/** One notification becomes 'read' (it was clicked). */
export async function markViewed(notificationId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.makeViewed, { body: { notificationID: notificationId } }, options);
}

/** Deletes all the viewer's notifications. */
export async function clearNotifications(options: RequestOptions = {}): Promise<void> {
  await callEndpoint(routes.clear, {}, options);
}

/** The mails a member may turn off, and those they turned off. */
export type MailPreferences = { mailOff: string[]; optional: string[] };

export async function getMailPreferences(options: RequestOptions = {}): Promise<MailPreferences> {
  const body = await callEndpoint(routes.preferences, {}, options);
  return { mailOff: body.mailOff ?? [], optional: body.optional ?? [] };
}

/** Replaces the list of mails turned off. */
export async function setMailPreferences(mailOff: string[], options: RequestOptions = {}): Promise<MailPreferences> {
  const body = await callEndpoint(routes.setPreferences, { body: { mailOff: mailOff as OptionalMailKind[] } }, options);
  return { mailOff: body.mailOff ?? [], optional: body.optional ?? [] };
}

/** Follows a mail's stop link (its signed token; no sign-in needed): resolves to the kind turned off. */
export async function stopMail(token: string, options: RequestOptions = {}): Promise<string> {
  return (await callEndpoint(routes.stopMail, { body: { token } }, options)).kind;
}
