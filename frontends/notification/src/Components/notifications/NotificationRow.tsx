import { isUnread, type NotificationView } from '@art/sdk/notification';
import { Avatar, intlLocale } from '@art/ui';
import { formatTimeAgo } from '@art/ui/time';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';
import { followControl, notificationHref } from '../../lib/notificationLink.js';
import { notificationText } from '../../lib/notificationText.js';
import { ApproveButton } from './ApproveButton.js';
import { FollowBackButton } from './FollowBackButton.js';
import './NotificationRow.css';

type NotificationRowProps = {
  notification: NotificationView;
  following: ReadonlySet<string> | undefined;
  onOpen: (notification: NotificationView) => void;
};

/** The sender's picture and name (if any), the message, how long ago; a follow button or a link to the post. */
export function NotificationRow({ notification, following, onOpen }: NotificationRowProps) {
  const { t, i18n } = useNotificationTranslation();
  const sender = notification.sender;
  // A notification with no sender (an order's steps, a payment) is a whole sentence of its own:
  // it gets no name before it, not "Someone".
  const name = sender ? sender.name || t('page.someone') : null;
  const href = notificationHref(notification);
  const control = followControl(notification);
  const unread = isUnread(notification);
  const body: ReactNode = (
    <>
      <Avatar picture={sender?.picture} name={name ?? ''} size={44} />
      <span className="ntf-item__text">
        <span>
          {name && (
            <>
              <span className="ntf-item__who">{name}</span>{' '}
            </>
          )}
          <span data-testid="notification-message">{notificationText(notification, t)}</span>
        </span>
        <time className="ntf-item__time" dateTime={notification.created}>
          {formatTimeAgo(notification.created, intlLocale(i18n.language))}
        </time>
      </span>
    </>
  );
  return (
    <li className="ntf-item" data-unread={unread} data-type={notification.type} data-testid="notification-item">
      {href && !/^https?:/i.test(href) ? (
        <Link href={href} className="ntf-item__main" onClick={() => onOpen(notification)}>
          {body}
        </Link>
      ) : href ? (
        <a href={href} className="ntf-item__main" rel="noopener noreferrer" onClick={() => onOpen(notification)}>
          {body}
        </a>
      ) : (
        <button type="button" className="ntf-item__main" onClick={() => onOpen(notification)}>
          {body}
        </button>
      )}
      {notification.image && <img className="ntf-item__image" src={notification.image} alt="" />}
      {unread && <span className="ntf-item__dot" role="img" aria-label={t('page.unread')} />}
      {control === 'approve' && notification.followRequestId && (
        <ApproveButton requestId={notification.followRequestId} />
      )}
      {control === 'follow' && sender && following && (
        <FollowBackButton userId={sender._id} isFollowing={following.has(sender._id)} />
      )}
    </li>
  );
}
