import * as notification from '@art/sdk/notification';
import * as social from '@art/sdk/social';
import { Button, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';
import { notificationKeys } from '../../notificationKeys.js';

/** Follow messages show for 2 seconds. */
const FOLLOW_SNACK_MS = 2000;

/**
 * Follow / Following for a follow notification's sender: the state is the following list, which
 * reloads after each call; Following unfollows.
 */
export function FollowBackButton({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const { t } = useNotificationTranslation();
  const { user, token } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);

  async function handleClick() {
    setIsBusy(true);
    try {
      if (isFollowing) await social.unfollowArtist(userId, { token });
      else {
        const status = await social.followArtist(userId, { token });
        if (status === 'requested') showSnackbar(t('follow.requestSent'), { duration: FOLLOW_SNACK_MS });
        else if (status === 'followed')
          showSnackbar(t('follow.alreadyFollowing'), { type: 'error', duration: FOLLOW_SNACK_MS });
        else if (status === 'not-found')
          showSnackbar(t('follow.notFound'), { type: 'error', duration: FOLLOW_SNACK_MS });
      }
    } catch (error) {
      console.error('follow from a notification failed', error);
      const status = error instanceof notification.ApiError ? error.status : '';
      const text =
        status === 'followed'
          ? t('follow.alreadyFollowing')
          : status === 'not-found'
            ? t('follow.notFound')
            : t('follow.unexpected');
      showSnackbar(text, { type: 'error', duration: FOLLOW_SNACK_MS });
    } finally {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.following(user?._id ?? '') });
      // The social area's follow buttons and lists read their own queries: they reload when shown.
      void queryClient.invalidateQueries({ queryKey: ['social'] });
      setIsBusy(false);
    }
  }

  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      size="small"
      isLoading={isBusy}
      aria-pressed={isFollowing}
      onClick={() => void handleClick()}
      data-testid="notification-follow"
      data-following={isFollowing}
    >
      {isFollowing ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
