import type { ChatMessage } from '@art/sdk/messaging';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { collapsedNoticeKey } from '../../lib/collapsed.js';
import { messageTime } from '../../lib/messageTime.js';
import { pictureAddressExpired } from '../../lib/picture.js';
import './MessageItem.css';

/**
 * One message: own on the right with Sent / Seen, others' on the left; pictures as images; a group
 * message across a block only as the notice (the server sent nothing more). Its time is the clock
 * today, with the date on any other day.
 */
type MessageItemProps = {
  message: ChatMessage;
  viewerId: string;
  onImageLoad?: () => void;
  /** A picture's signed address expired while the thread was open: fresh ones are needed. */
  onPictureExpired?: () => void;
};

export function MessageItem({ message, viewerId, onImageLoad, onPictureExpired }: MessageItemProps) {
  const { t, i18n } = useMessagingTranslation();
  if (message.messageType === 'left' || message.messageType === 'join') {
    return (
      <li className="msg-event" data-testid="message-item" data-type={message.messageType}>
        {t(message.messageType === 'left' ? 'inbox.left' : 'inbox.joined', { name: message.message })}
      </li>
    );
  }
  const shown = messageTime(message.createdAt, i18n.language);
  const clock = shown && (
    <time dateTime={message.createdAt} data-testid="message-time">
      {shown}
    </time>
  );
  if (message.collapsed) {
    return (
      <li className="msg-bubble" data-testid="message-item" data-type="collapsed" data-collapsed={message.collapsed}>
        <span className="msg-bubble__text msg-bubble__text--collapsed" data-testid="message-collapsed">
          {t(collapsedNoticeKey(message.collapsed))}
        </span>
        <span className="msg-bubble__meta">{clock}</span>
      </li>
    );
  }
  const isOwn = message.postedBy._id === viewerId;
  const isSeen = message.seen.some((userId) => userId !== viewerId);
  return (
    <li className="msg-bubble" data-own={isOwn} data-testid="message-item" data-type={message.messageType}>
      {message.messageType === 'image' ? (
        <img
          className="msg-bubble__image"
          src={message.message}
          alt={t('thread.pictureAlt', { name: message.postedBy.name })}
          data-testid="message-image"
          loading="lazy"
          onLoad={onImageLoad}
          onError={() => {
            if (pictureAddressExpired(message.message)) onPictureExpired?.();
          }}
        />
      ) : (
        <span className="msg-bubble__text" data-testid="message-text">
          {message.message}
        </span>
      )}
      <span className="msg-bubble__meta">
        {clock}
        {isOwn && (
          <span
            data-testid={isSeen ? 'message-seen' : 'message-sent'}
            title={isSeen ? t('thread.seen') : t('thread.sent')}
          >
            {' '}
            {isSeen ? '✓✓' : '✓'}
            <span className="art-visually-hidden"> {isSeen ? t('thread.seen') : t('thread.sent')}</span>
          </span>
        )}
      </span>
    </li>
  );
}
