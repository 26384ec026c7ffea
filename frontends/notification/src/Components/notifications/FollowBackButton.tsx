import * as social from '@art/sdk/social';
import { Button, useSession, useSnackbar } from '@art/ui';
import { useOptimisticChange } from '@art/ui/refusals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';
import { notificationKeys } from '../../notificationKeys.js';

/** Follow messages show for 2 seconds. */
const FOLLOW_SNACK_MS = 2000;

/**
 * Follow / Following for a follow notification's sender: the state is the following list. A click
 * shows the new state at once and tells social (useOptimisticChange): when social does not take it,
 * the button goes back and the snackbar says why (with Retry when it may work later); Following
 * unfollows.
 */
export function FollowBackButton({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const { t } = useNotificationTranslation();
  const { user, token } = useSession();
  const { showSnackbar } = useSnackbar();
  const runChange = useOptimisticChange();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const key = notificationKeys.following(user?._id ?? '');

  /** Shows `userId` as followed or not in the following list (a new set: the query's data is not mutated). */
  const show = (follows: boolean) =>
    queryClient.setQueryData<ReadonlySet<string>>(key, (following) => {
      const next = new Set(following ?? []);
      if (follows) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const reread = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    // The social area's follow buttons and lists read their own queries: they reload when shown.
    void queryClient.invalidateQueries({ queryKey: ['social'] });
  };

  function handleClick() {
    const follows = !isFollowing;
    setIsBusy(true);
    void runChange<social.FollowStatus | 'unfollowed'>({
      cancel: [key],
      apply: () => show(follows),
      commit: async () => {
        if (!follows) {
          await social.unfollowArtist(userId, { token });
          return 'unfollowed';
        }
        return social.followArtist(userId, { token });
      },
      rollback: () => show(!follows),
      settle: (status) => {
        if (status === 'requested') {
          // A private studio: a request waits, not a follow.
          show(false);
          showSnackbar(t('follow.requestSent'), { duration: FOLLOW_SNACK_MS });
        } else if (status === 'followed') {
          showSnackbar(t('follow.alreadyFollowing'), { type: 'error', duration: FOLLOW_SNACK_MS });
        } else if (status === 'not-found') {
          show(false);
          showSnackbar(t('follow.notFound'), { type: 'error', duration: FOLLOW_SNACK_MS });
        }
        reread();
      },
    }).finally(() => setIsBusy(false));
  }

  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      size="small"
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      aria-pressed={isFollowing}
      onClick={handleClick}
      data-testid="notification-follow"
      data-following={isFollowing}
    >
      {isFollowing ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
