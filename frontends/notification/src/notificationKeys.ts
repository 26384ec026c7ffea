/** The notification area's own react-query keys (the list's key is @art/sdk/notification's). */
export const notificationAreaKeys = {
  following: (viewerId: string) => ['notification', 'following', viewerId] as const,
};
