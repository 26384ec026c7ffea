import { ApiError } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Button, ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { sharedRefusalKey, useRefusalText } from '@art/ui/refusals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';

/** Follow messages show for 2 seconds. */
const FOLLOW_SNACK_MS = 2000;

type FollowState = { following: boolean; requested: boolean };

/**
 * The follow button's state machine: Follow, Requested (a pending request to a private studio;
 * a click withdraws it) or Following (a click unfollows after a confirmation). The state is read
 * on mount and whenever the signed-in user changes; a guest is asked to sign in.
 */
export function FollowButton({ artistId, onChange }: { artistId: string; onChange?(state: FollowState): void }) {
  const { t } = useSocialTranslation();
  const { user, token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const viewerId = user?._id ?? '';
  const key = socialKeys.followState(artistId, viewerId);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => social.getFollowState(artistId, { token, signal }),
    enabled: Boolean(token) && viewerId !== artistId,
  });
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  if (viewerId && viewerId === artistId) return null;
  const current: FollowState = state.data ?? { following: false, requested: false };

  const settle = (next: FollowState) => {
    queryClient.setQueryData(key, next);
    queryClient.invalidateQueries({ queryKey: socialKeys.follows });
    // Following or leaving a private account opens or closes its posts.
    queryClient.invalidateQueries({ queryKey: socialKeys.feeds });
    onChange?.(next);
  };
  const fail = (error: unknown) => {
    const message =
      error instanceof ApiError && error.status === 'followed'
        ? t('follow.alreadyFollowing')
        : error instanceof ApiError && error.status === 'not-found'
          ? t('follow.notFound')
          : error instanceof ApiError && sharedRefusalKey(error.status) !== null
            ? refusalText(error.status, error.message, error.code)
            : t('follow.unexpected');
    showSnackbar(message, { type: 'error', duration: FOLLOW_SNACK_MS });
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const follow = () =>
    run(async () => {
      const status = await social.followArtist(artistId, { token });
      if (status === 'success') settle({ following: true, requested: false });
      else if (status === 'requested') {
        settle({ following: false, requested: true });
        showSnackbar(t('follow.requestSent'), { duration: FOLLOW_SNACK_MS });
      } else if (status === 'followed') {
        settle({ following: true, requested: false });
        showSnackbar(t('follow.alreadyFollowing'), { type: 'error', duration: FOLLOW_SNACK_MS });
      } else showSnackbar(t('follow.notFound'), { type: 'error', duration: FOLLOW_SNACK_MS });
    });
  const cancelRequest = () =>
    run(async () => {
      await social.cancelFollowRequest(artistId, { token });
      settle({ following: false, requested: false });
      showSnackbar(t('follow.requestCancelled'), { duration: FOLLOW_SNACK_MS });
    });
  const unfollow = () =>
    run(async () => {
      setConfirming(false);
      await social.unfollowArtist(artistId, { token });
      settle({ following: false, requested: false });
    });

  const handleClick = () => {
    if (!token) {
      requireLogin(t('follow.loginToFollow'));
      return;
    }
    if (current.following) setConfirming(true);
    else if (current.requested) void cancelRequest();
    else void follow();
  };

  const label = current.following
    ? t('follow.following')
    : current.requested
      ? t('follow.requested')
      : t('follow.follow');
  return (
    <>
      <Button
        variant={current.following || current.requested ? 'secondary' : 'primary'}
        size="small"
        isLoading={isBusy}
        disabled={isBusy || (Boolean(token) && state.isPending)}
        onClick={handleClick}
        data-testid="follow-button"
        data-state={current.following ? 'following' : current.requested ? 'requested' : 'none'}
      >
        {label}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('follow.unfollowTitle')}
        message={t('follow.unfollowMessage')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void unfollow()}
        onCancel={() => setConfirming(false)}
        testId="unfollow-dialog"
      />
    </>
  );
}
