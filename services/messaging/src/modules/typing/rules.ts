/** A `typing` frame as a client sends it: the room and whether the member is typing (true unless said otherwise). */
export function typingFrame(payload: unknown): { room: unknown; isTyping: boolean } {
  const given = payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  return { room: given.room, isTyping: given.isTyping !== false };
}

/** Where a member's `typing` frames are counted: their own budget, apart from the write budget. */
export const typingCounterPrefix = (rateLimitPrefix: string) => `${rateLimitPrefix}typing:`;
