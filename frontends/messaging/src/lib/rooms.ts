import { isArtistRole } from '@art/sdk';
import type { ChatMember, ChatMessage, ChatRoom } from '@art/sdk/messaging';

/** Conversations, the most recently updated first. */
export function sortRooms(rooms: readonly ChatRoom[]): ChatRoom[] {
  return [...rooms].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

/** Whom a one-to-one room is with (the viewer's own entry when alone in it). */
export function otherMember(room: Pick<ChatRoom, 'participants'>, viewerId: string): ChatMember | null {
  return room.participants.find((member) => member._id !== viewerId) ?? room.participants[0] ?? null;
}

/** Artists' profiles are studios (role 11–20); everyone else has a user page. */
export function profilePath(member: Pick<ChatMember, 'slug' | 'role'>): string {
  return isArtistRole(member.role) ? `/studios/${member.slug}` : `/user/${member.slug}`;
}

export function roomTitle(room: ChatRoom, viewerId: string): string {
  if (room.type === 'group') return room.name;
  return otherMember(room, viewerId)?.name ?? room.name;
}

/**
 * Who may write: `open`, or blocked — `byYou` (only the blocker sees Unblock and is told to
 * unblock) or `byOther` (the other party cannot send).
 */
export function blockState(
  room: Pick<ChatRoom, 'isBlocked' | 'blockBy'>,
  viewerId: string,
): 'open' | 'byYou' | 'byOther' {
  if (!room.isBlocked) return 'open';
  return room.blockBy === viewerId ? 'byYou' : 'byOther';
}

/**
 * Whether any conversation has a last message the viewer has not seen (the header's inbox dot); the
 * room on screen does not count (it is being read).
 */
export function hasUnseenRoom(rooms: readonly ChatRoom[] | undefined, openRoomId: string | null = null): boolean {
  return (rooms ?? []).some((room) => !room.seen && room.lastMessage !== null && room._id !== openRoomId);
}

/** A received message moves its room to the top as unseen (before the list reloads). */
export function withReceived(
  rooms: ChatRoom[] | undefined,
  message: ChatMessage,
  isOpen: boolean,
): ChatRoom[] | undefined {
  if (!rooms) return rooms;
  return rooms.map((room) =>
    room._id === message.room
      ? {
          ...room,
          lastMessage: {
            message: message.message,
            messageType: message.messageType,
            from: message.postedBy._id,
            ...(message.collapsed ? { collapsed: message.collapsed } : {}),
          },
          updatedAt: message.createdAt,
          seen: isOpen,
        }
      : room,
  );
}
