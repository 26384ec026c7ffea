import type { ChatPresenceAnswer, ChatRoom } from '@art/sdk/messaging';
import { Avatar } from '@art/ui';
import { Link } from 'wouter';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { useTypers } from '../../hooks/useTypers.js';
import { lastSeenTime } from '../../lib/messageTime.js';
import { presenceOf } from '../../lib/presence.js';
import { otherMember, profilePath, roomActions, roomTitle } from '../../lib/rooms.js';
import { type RoomAction, RoomMenu } from './RoomMenu.js';
import '../messaging.css';
import './ThreadHeader.css';

type ThreadHeaderProps = {
  room: ChatRoom;
  viewerId: string;
  /** The others' presence as the viewer may see it (nothing shown without it). */
  presence?: ChatPresenceAnswer;
  onBack: () => void;
  onAction: (action: RoomAction) => void;
};

/**
 * Whom the chat is with (linked to their profile: studios for artists), under it who is typing, or
 * else whether the other person is online or when they were last seen (when both show theirs), and
 * the room's menu.
 */
export function ThreadHeader({ room, viewerId, presence, onBack, onAction }: ThreadHeaderProps) {
  const { t, i18n } = useMessagingTranslation();
  const typers = useTypers(room._id);
  const other = room.type === 'group' ? null : otherMember(room, viewerId);
  const title = roomTitle(room, viewerId);
  const actions = roomActions(room, viewerId);
  const typer = room.participants.find((member) => member._id !== viewerId && typers.includes(member._id));
  const seen = other ? presenceOf(presence, other._id) : null;
  const status = typer
    ? room.type === 'group'
      ? t('thread.someoneTyping', { name: typer.name })
      : t('thread.typing')
    : seen?.kind === 'online'
      ? t('thread.online')
      : seen?.kind === 'lastSeen'
        ? t('thread.lastSeen', { time: lastSeenTime(seen.at, i18n.language) })
        : '';
  return (
    <div className="msg-thread-head" data-testid="thread-header">
      <button
        type="button"
        className="msg-icon-button msg-mobile-only"
        aria-label={t('common.back')}
        onClick={onBack}
        data-testid="conversation-back"
      >
        <span aria-hidden="true">←</span>
      </button>
      <Avatar picture={other?.picture} name={title || '?'} size={36} />
      <div className="msg-thread-head__who">
        {other ? (
          <Link href={profilePath(other)} className="msg-thread-head__name" data-testid="thread-title">
            {title}
          </Link>
        ) : (
          <span className="msg-thread-head__name" data-testid="thread-title">
            {title}
          </span>
        )}
        <span
          className="msg-thread-head__status"
          role="status"
          data-testid="thread-status"
          data-kind={typer ? 'typing' : (seen?.kind ?? 'none')}
        >
          {status}
        </span>
      </div>
      <RoomMenu actions={actions} onAction={onAction} />
    </div>
  );
}
