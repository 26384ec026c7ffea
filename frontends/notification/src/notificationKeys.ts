import * as notification from '@art/sdk/notification';

/** The notification area's react-query keys: one place, so a change can invalidate what it touches. */
export const notificationKeys = {
  all: ['notification'] as const,
  /** The list is read through @art/sdk/notification's key: the shell's header shares that query. */
  list: notification.notificationKeys.list,
  following: (viewerId: string) => ['notification', 'following', viewerId] as const,
};
