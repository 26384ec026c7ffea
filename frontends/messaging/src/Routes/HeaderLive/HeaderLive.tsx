import { SERVER_EVENTS } from '@art/contracts/live-socket';
import type { ChatMessage } from '@art/sdk/messaging';
import { hasUnread, type NotificationView, notificationKeys } from '@art/sdk/notification';
import { Icon, useSession } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { useHeaderNotifications } from '../../hooks/useHeaderNotifications.js';
import { useLiveSocket } from '../../hooks/useLiveSocket.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { useUnreadCount } from '../../hooks/useUnreadCount.js';
import { armChime, playChime } from '../../lib/chime.js';
import { getOpenRoom, subscribeLive } from '../../lib/liveSocket.js';
import { withMessage } from '../../lib/messagePages.js';
import { withReceived } from '../../lib/rooms.js';
import { badgeText, headerCount } from '../../lib/unread.js';
import { messagingKeys } from '../../messagingKeys.js';
import './HeaderLive.css';

/**
 * The header's inbox and bell (placed by the shell through an area slot, signed-in users only).
 * It holds the page's live socket: a message for a room not on screen chimes and conversations
 * reload; the inbox shows how many messages are unread, kept by the server's `unread-count`; a
 * new notification chimes, lights the bell's dot and reloads the notifications (the query the
 * notifications page reads).
 */
export function HeaderLive() {
  const { t } = useMessagingTranslation();
  const { user } = useSession();
  const viewerId = user?._id ?? '';
  const queryClient = useQueryClient();
  const { socket, isConnected } = useLiveSocket();
  const unread = useUnreadCount(socket, isConnected);
  const notifications = useHeaderNotifications();
  const openRoom = useSyncExternalStore(subscribeLive, getOpenRoom, () => null);

  useEffect(() => armChime(), []);

  useEffect(() => {
    if (!socket || !viewerId) return;
    const onMessage = (message: ChatMessage) => {
      if (!message || typeof message.room !== 'string') return;
      const isOnScreen = message.room === getOpenRoom() && document.visibilityState === 'visible';
      if (message.postedBy?._id !== viewerId && !isOnScreen) playChime();
      queryClient.setQueryData(
        messagingKeys.thread(message.room, viewerId),
        (data: Parameters<typeof withMessage>[0]) => withMessage(data, message),
      );
      queryClient.setQueryData(messagingKeys.rooms(viewerId), (list: Parameters<typeof withReceived>[0]) =>
        withReceived(list, message, isOnScreen || message.postedBy?._id === viewerId),
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
    };
    const onNotification = (incoming: NotificationView) => {
      playChime();
      if (incoming && typeof incoming._id === 'string') {
        queryClient.setQueryData(notificationKeys.list(viewerId), (list: NotificationView[] | undefined) =>
          list && !list.some((known) => known._id === incoming._id) ? [incoming, ...list] : list,
        );
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(viewerId) });
    };
    const onRefresh = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
    socket.on(SERVER_EVENTS.receiveMessage, onMessage);
    socket.on(SERVER_EVENTS.newNotification, onNotification);
    socket.on(SERVER_EVENTS.refreshHeaderMessage, onRefresh);
    return () => {
      socket.off(SERVER_EVENTS.receiveMessage, onMessage);
      socket.off(SERVER_EVENTS.newNotification, onNotification);
      socket.off(SERVER_EVENTS.refreshHeaderMessage, onRefresh);
    };
  }, [socket, viewerId, queryClient]);

  if (!user) return null;
  const isVisible = typeof document === 'undefined' || document.visibilityState === 'visible';
  const unreadMessages = headerCount(unread, openRoom, isVisible);
  const hasUnreadNotification = hasUnread(notifications.data);
  const inboxLabel = unreadMessages > 0 ? t('header.inboxUnread', { count: unreadMessages }) : t('header.inbox');
  const bellLabel = hasUnreadNotification ? t('header.notificationsUnread') : t('header.notifications');
  return (
    <>
      <Link
        href="/inbox"
        className="msg-header-link"
        aria-label={inboxLabel}
        title={inboxLabel}
        data-testid="header-inbox"
      >
        <Icon name="inbox" />
        {unreadMessages > 0 && (
          <span className="msg-count" data-testid="header-inbox-count" aria-hidden="true">
            {badgeText(unreadMessages)}
          </span>
        )}
      </Link>
      <Link
        href="/notifications"
        className="msg-header-link"
        aria-label={bellLabel}
        title={bellLabel}
        data-testid="header-bell"
      >
        <Icon name="bell" />
        {hasUnreadNotification && <span className="msg-dot" data-testid="header-bell-dot" aria-hidden="true" />}
      </Link>
    </>
  );
}

export default HeaderLive;
