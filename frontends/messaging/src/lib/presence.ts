import type { PresenceNotice } from '@art/contracts/live-socket';
import type { ChatPresence, ChatPresenceAnswer } from '@art/sdk/messaging';

/**
 * A room's presence after a `presence` event: the partner's state replaced, or dropped when they
 * hid it; nothing changes while the viewer hides their own (they see nobody's).
 */
export function withPresence(
  data: ChatPresenceAnswer | undefined,
  notice: PresenceNotice,
): ChatPresenceAnswer | undefined {
  if (!data || data.hidden) return data;
  const others = data.presence.filter((state) => state.userId !== notice.userId);
  if (notice.hidden) return { ...data, presence: others };
  const state: ChatPresence = { userId: notice.userId, online: notice.online, lastSeen: notice.lastSeen };
  return { ...data, presence: [...others, state] };
}

/** What the thread header says of a partner: online, last seen at a time, or nothing. */
export function presenceOf(
  data: ChatPresenceAnswer | undefined,
  userId: string | undefined,
): { kind: 'online' } | { kind: 'lastSeen'; at: string } | null {
  if (!data || data.hidden || !userId) return null;
  const state = data.presence.find((known) => known.userId === userId);
  if (!state) return null;
  if (state.online) return { kind: 'online' };
  return state.lastSeen ? { kind: 'lastSeen', at: state.lastSeen } : null;
}
