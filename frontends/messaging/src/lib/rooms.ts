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
 * The thread menu's actions: Leave for a group; Block for an open one-to-one chat, Unblock for its
 * blocker only (the blocked party gets neither); Delete conversation for every room.
 */
export function roomActions(
  room: Pick<ChatRoom, 'type' | 'isBlocked' | 'blockBy'>,
  viewerId: string,
): ('leave' | 'block' | 'unblock' | 'delete')[] {
  if (room.type === 'group') return ['leave', 'delete'];
  const block = blockState(room, viewerId);
  if (block === 'open') return ['block', 'delete'];
  return block === 'byYou' ? ['unblock', 'delete'] : ['delete'];
}

/**
 * A received message moves its room to the top as unseen, one more unread when someone else said
 * it and the room is not on screen (before the list reloads with the server's counts).
 */
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
          unread: (room.unread ?? 0) + (isOpen || message.collapsed || !isSaid(message) ? 0 : 1),
        }
      : room,
  );
}

/**
 * Whom a new group may be made with: the people of the viewer's one-to-one conversations that are
 * not blocked, each once, by name.
 */
export function groupCandidates(rooms: readonly ChatRoom[] | undefined, viewerId: string): ChatMember[] {
  const found = new Map<string, ChatMember>();
  for (const room of rooms ?? []) {
    if (room.type !== 'normal' || room.isBlocked) continue;
    const other = room.participants.find((member) => member._id !== viewerId);
    if (other?.name) found.set(other._id, other);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** What a member said (text, picture): join and left notices are the room's, not messages to read. */
function isSaid(message: Pick<ChatMessage, 'messageType'>): boolean {
  return message.messageType === 'text' || message.messageType === 'image';
}

/** The list without a conversation the viewer deleted or left: gone at once, before the reload. */
export function withoutRoom(rooms: ChatRoom[] | undefined, roomId: string): ChatRoom[] | undefined {
  return rooms?.filter((room) => room._id !== roomId);
}
