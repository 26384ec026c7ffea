import type { ChatMessage } from '@art/sdk/messaging';
import { useMessagingTranslation } from '../hooks/useMessagingTranslation.js';
import { pictureAddressExpired } from '../lib/picture.js';

/** One message: own on the right with Sent / Seen, others' on the left; pictures as images. */
type MessageItemProps = {
  message: ChatMessage;
  viewerId: string;
  onImageLoad?: () => void;
  /** A picture's signed address expired while the thread was open: fresh ones are needed. */
  onPictureExpired?: () => void;
};

export function MessageItem({ message, viewerId, onImageLoad, onPictureExpired }: MessageItemProps) {
  const { t } = useMessagingTranslation();
  if (message.messageType === 'left' || message.messageType === 'join') {
    return (
      <li className="msg-event" data-testid="message-item" data-type={message.messageType}>
        {t(message.messageType === 'left' ? 'inbox.left' : 'inbox.joined', { name: message.message })}
      </li>
    );
  }
  const isOwn = message.postedBy._id === viewerId;
  const isSeen = message.seen.some((userId) => userId !== viewerId);
  const time = new Date(message.createdAt);
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
        {Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
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
