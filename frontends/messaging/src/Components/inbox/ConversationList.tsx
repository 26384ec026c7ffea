import type { ChatRoom } from '@art/sdk/messaging';
import { Avatar } from '@art/ui';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { collapsedNoticeKey } from '../../lib/collapsed.js';
import { otherMember, roomTitle } from '../../lib/rooms.js';
import { subscribeTyping, typersIn, typingVersion } from '../../lib/typing.js';
import { badgeText } from '../../lib/unread.js';
import { RelativeTime } from './RelativeTime.js';
import './ConversationList.css';
import '../messaging.css';

type ConversationListProps = {
  rooms: ChatRoom[];
  viewerId: string;
  activeRoomId?: string;
  onOpen?: (roomId: string) => void;
};

/**
 * The conversations, most recent first; each row links to its thread, with how many messages are
 * unread (a dot for a new conversation with nothing said yet) and "typing…" while someone types.
 */
export function ConversationList({ rooms, viewerId, activeRoomId, onOpen }: ConversationListProps) {
  const { t } = useMessagingTranslation();
  useSyncExternalStore(subscribeTyping, typingVersion, () => 0);
  if (rooms.length === 0) {
    return (
      <div className="msg-list">
        <p className="msg-empty" data-testid="conversations-none">
          {t('inbox.none')}
        </p>
      </div>
    );
  }
  return (
    <ul className="msg-list" aria-label={t('inbox.conversations')} data-testid="conversation-list">
      {rooms.map((room) => {
        const title = roomTitle(room, viewerId);
        const other = room.type === 'group' ? null : otherMember(room, viewerId);
        const isActive = room._id === activeRoomId;
        const isUnseen = !room.seen && room.lastMessage !== null && !isActive;
        const unread = isActive ? 0 : (room.unread ?? 0);
        const isTyping = typersIn(room._id).length > 0;
        return (
          <li key={room._id}>
            <Link
              href={`/messages/${room._id}`}
              className="msg-item"
              aria-current={room._id === activeRoomId ? 'page' : undefined}
              data-testid="conversation-item"
              data-room={room._id}
              data-unseen={isUnseen}
              onClick={() => onOpen?.(room._id)}
            >
              <Avatar picture={other?.picture} name={title || '?'} size={44} />
              <span className="msg-item__body">
                <span className="msg-item__top">
                  <span className="msg-item__name">{title}</span>
                  <span className="msg-item__time">
                    <RelativeTime at={room.updatedAt} />
                  </span>
                </span>
                <span className="msg-item__last" data-testid="conversation-last" data-typing={isTyping}>
                  {isTyping ? t('inbox.typing') : lastMessageText(room, viewerId, t)}
                </span>
              </span>
              {unread > 0 ? (
                <span
                  className="msg-item__count"
                  role="img"
                  aria-label={t('inbox.unreadCount', { count: unread })}
                  data-testid="conversation-unread"
                >
                  {badgeText(unread)}
                </span>
              ) : (
                isUnseen && <span className="msg-item__new" role="img" aria-label={t('inbox.unseen')} />
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function lastMessageText(room: ChatRoom, viewerId: string, t: ReturnType<typeof useMessagingTranslation>['t']): string {
  const last = room.lastMessage;
  if (!last) return '';
  if (last.collapsed) return t(collapsedNoticeKey(last.collapsed));
  const text =
    last.messageType === 'image'
      ? t('inbox.picture')
      : last.messageType === 'left'
        ? t('inbox.left', { name: last.message })
        : last.messageType === 'join'
          ? t('inbox.joined', { name: last.message })
          : last.message;
  return last.from === viewerId && (last.messageType === 'text' || last.messageType === 'image')
    ? t('inbox.you', { text })
    : text;
}
