/** The messaging area's react-query keys: one place, so a change can invalidate what it touches. */
export const messagingKeys = {
  all: ['messaging'] as const,
  rooms: (viewerId: string) => ['messaging', 'rooms', viewerId] as const,
  threads: ['messaging', 'thread'] as const,
  thread: (roomId: string, viewerId: string) => ['messaging', 'thread', roomId, viewerId] as const,
};
