import type { ChatRoom } from '@art/sdk/messaging';
import { Avatar } from '@art/ui';
import { Link } from 'wouter';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { blockState, otherMember, profilePath, roomTitle } from '../../lib/rooms.js';
import { type RoomAction, RoomMenu } from './RoomMenu.js';
import '../messaging.css';
import './ThreadHeader.css';

type ThreadHeaderProps = {
  room: ChatRoom;
  viewerId: string;
  onBack: () => void;
  onAction: (action: RoomAction) => void;
};

/** Whom the chat is with (linked to their profile: studios for artists) and the room's menu. */
export function ThreadHeader({ room, viewerId, onBack, onAction }: ThreadHeaderProps) {
  const { t } = useMessagingTranslation();
  const other = room.type === 'group' ? null : otherMember(room, viewerId);
  const title = roomTitle(room, viewerId);
  const block = blockState(room, viewerId);
  const actions: RoomAction[] =
    room.type === 'group' ? ['leave'] : block === 'byYou' ? ['unblock'] : block === 'open' ? ['block'] : [];
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
      {other ? (
        <Link href={profilePath(other)} className="msg-thread-head__name" data-testid="thread-title">
          {title}
        </Link>
      ) : (
        <span className="msg-thread-head__name" data-testid="thread-title">
          {title}
        </span>
      )}
      <RoomMenu actions={actions} onAction={onAction} />
    </div>
  );
}
