import * as notification from '@art/sdk/notification';
import { ConfirmDialog, Icon, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MailPreferences } from '../../Components/mail/MailPreferences.js';
import { NotificationListSkeleton } from '../../Components/notifications/NotificationListSkeleton.js';
import { NotificationRow } from '../../Components/notifications/NotificationRow.js';
import { useFollowing } from '../../hooks/useFollowing.js';
import { useNotifications } from '../../hooks/useNotifications.js';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';
import { allRead, allSeen, hasNew, oneRead } from '../../lib/readStates.js';
import { notificationKeys } from '../../notificationKeys.js';
import './NotificationsRoute.css';

/**
 * Your Notifications (/notifications): newest first, at most 100. Opening the page marks new ones
 * seen; clicking one marks it viewed; Mark all as read (sent only when some are unread); the delete
 * icon clears them all after a confirmation. Follow notifications carry Follow / Following, follow
 * requests Approve.
 */
export function NotificationsRoute() {
  const { t } = useNotificationTranslation();
  usePageTitle(t('page.title'));
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const list = useNotifications();
  const notifications = list.data ?? [];
  const following = useFollowing(notifications.some((item) => item.type === 'follow' && !item.followRequestId));
  const [isConfirming, setIsConfirming] = useState(false);
  const [isClearing, setIsClearing] = useState(false);
  const key = notificationKeys.list(viewerId);
  // A read of the list on its way (the header shares the query) may have left before the change
  // and would answer over it with the list before it: it is called off first, and awaited, since
  // the cancelled read goes back to the state before it.
  const update = async (change: (list: notification.NotificationView[]) => notification.NotificationView[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, (current: notification.NotificationView[] | undefined) => current && change(current));
  };

  // Opening the page marks every new notification seen (once per visit, and again when new ones arrive).
  const isMarkingSeen = useRef(false);
  const hasNewOnes = hasNew(list.data);
  useEffect(() => {
    if (!hasNewOnes || !token || isMarkingSeen.current) return;
    isMarkingSeen.current = true;
    notification
      .markAllSeen({ token })
      .then(() =>
        queryClient.setQueryData(
          notificationKeys.list(viewerId),
          (current: notification.NotificationView[] | undefined) => current && allSeen(current),
        ),
      )
      .catch((error) => console.error('notifications not marked seen', error))
      .finally(() => {
        isMarkingSeen.current = false;
      });
  }, [hasNewOnes, token, queryClient, viewerId]);

  async function handleMarkAll() {
    if (!notifications.some(notification.isUnread)) return;
    try {
      await notification.markAllViewed({ token });
      await update(allRead);
    } catch (error) {
      console.error('notifications not marked read', error);
      void list.refetch();
    }
  }

  function handleOpen(item: notification.NotificationView) {
    if (item.read === 'read') return;
    void update((current) => oneRead(current, item._id));
    notification.markViewed(item._id, { token }).catch((error) => {
      console.error('notification not marked viewed', error);
      void queryClient.invalidateQueries({ queryKey: key });
    });
  }

  async function handleClear() {
    setIsClearing(true);
    try {
      await notification.clearNotifications({ token });
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, []);
      showSnackbar(t('page.cleared'), { type: 'success' });
    } catch (error) {
      console.error('notifications not cleared', error);
      showSnackbar(t('page.clearFailed'), { type: 'error' });
    } finally {
      setIsClearing(false);
      setIsConfirming(false);
    }
  }

  return (
    <div className="ntf-page" data-testid="notifications-page">
      <div className="ntf-head">
        <h1>{t('page.title')}</h1>
        <div className="ntf-tools">
          <button
            type="button"
            className="art-button art-button--text art-button--small"
            onClick={() => void handleMarkAll()}
            disabled={notifications.length === 0}
            data-testid="notifications-mark-all"
          >
            {t('page.markAll')}
          </button>
          <button
            type="button"
            className="ntf-icon-button"
            aria-label={t('page.clear')}
            title={t('page.clear')}
            onClick={() => setIsConfirming(true)}
            disabled={notifications.length === 0}
            data-testid="notifications-clear"
          >
            <Icon name="trash" />
          </button>
        </div>
      </div>
      {list.isLoading ? (
        <NotificationListSkeleton label={t('common.loading')} />
      ) : notifications.length === 0 ? (
        <p className="ntf-empty" data-testid="notifications-empty">
          {t('page.empty')}
        </p>
      ) : (
        <ul className="ntf-list" aria-label={t('page.list')}>
          {notifications.map((item) => (
            <NotificationRow key={item._id} notification={item} following={following.data} onOpen={handleOpen} />
          ))}
        </ul>
      )}
      <MailPreferences />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('page.clearTitle')}
        message={t('page.clearMessage')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        isDanger
        isBusy={isClearing}
        onConfirm={() => void handleClear()}
        onCancel={() => setIsConfirming(false)}
        testId="notifications-clear-dialog"
      />
    </div>
  );
}

export default NotificationsRoute;
