/** The messaging area's react-query keys: one place, so a change can invalidate what it touches. */
export const messagingKeys = {
  all: ['messaging'] as const,
  rooms: (viewerId: string) => ['messaging', 'rooms', viewerId] as const,
  threads: ['messaging', 'thread'] as const,
  thread: (roomId: string, viewerId: string) => ['messaging', 'thread', roomId, viewerId] as const,
  unread: (viewerId: string) => ['messaging', 'unread', viewerId] as const,
  presence: (roomId: string, viewerId: string) => ['messaging', 'presence', roomId, viewerId] as const,
  search: (q: string, viewerId: string) => ['messaging', 'search', viewerId, q] as const,
  // Not under `all`: invalidating the chat must not refetch a setting being saved.
  settings: (viewerId: string) => ['messaging-settings', viewerId] as const,
};
