import type { User } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Button, ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useOptimisticChange } from '@art/ui/refusals';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';

/** Follow messages show for 2 seconds. */
const FOLLOW_SNACK_MS = 2000;

type FollowState = { following: boolean; requested: boolean };
const NONE: FollowState = { following: false, requested: false };
const FOLLOWING: FollowState = { following: true, requested: false };
const REQUESTED: FollowState = { following: false, requested: true };

/**
 * Adds `delta` to the follower count of every profile of `artistId` read on this page (the
 * side bar's and the follow card's), so a follow counts at once: identity's count catches up with
 * social's a moment later, and the next read of the profile brings it.
 */
function countFollower(queryClient: QueryClient, artistId: string, delta: number): void {
  queryClient.setQueriesData<User>({ queryKey: socialKeys.profiles }, (profile) =>
    profile && profile._id === artistId
      ? { ...profile, followsCount: Math.max(0, (profile.followsCount ?? 0) + delta) }
      : profile,
  );
}

/**
 * The follow button's state machine: Follow, Requested (a pending request to a private studio;
 * a click withdraws it) or Following (a click unfollows after a confirmation). The state is read
 * on mount and whenever the signed-in user changes; a guest is asked to sign in. Each change shows
 * at once, the follower count with it, and goes back with a message (and Retry when it may work
 * later) when the server does not take it (useOptimisticChange).
 */
export function FollowButton({ artistId, onChange }: { artistId: string; onChange?(state: FollowState): void }) {
  const { t } = useSocialTranslation();
  const { user, token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const runChange = useOptimisticChange();
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
  const current: FollowState = state.data ?? NONE;

  const show = (next: FollowState) => queryClient.setQueryData(key, next);
  const settle = (next: FollowState) => {
    show(next);
    queryClient.invalidateQueries({ queryKey: socialKeys.follows });
    // Following or leaving a private account opens or closes its posts.
    queryClient.invalidateQueries({ queryKey: socialKeys.feeds });
    onChange?.(next);
  };
  /** One change of the follow state: shown at once with the count, undone when not saved. */
  const change = <T,>(next: FollowState, delta: number, commit: () => Promise<T>, done: (result: T) => void) => {
    let before = current;
    setBusy(true);
    void runChange({
      cancel: [key, socialKeys.profiles],
      apply: () => {
        before = queryClient.getQueryData<FollowState>(key) ?? NONE;
        show(next);
        countFollower(queryClient, artistId, delta);
      },
      commit,
      rollback: () => {
        show(before);
        countFollower(queryClient, artistId, -delta);
      },
      settle: done,
    }).finally(() => setBusy(false));
  };

  const follow = () =>
    change(
      FOLLOWING,
      1,
      () => social.followArtist(artistId, { token }),
      (status) => {
        if (status === 'success') return settle(FOLLOWING);
        // Not a new follower after all: a request waits, or the follow was there already.
        countFollower(queryClient, artistId, -1);
        if (status === 'requested') {
          settle(REQUESTED);
          showSnackbar(t('follow.requestSent'), { duration: FOLLOW_SNACK_MS });
        } else if (status === 'followed') {
          settle(FOLLOWING);
          showSnackbar(t('follow.alreadyFollowing'), { type: 'error', duration: FOLLOW_SNACK_MS });
        } else {
          settle(NONE);
          showSnackbar(t('follow.notFound'), { type: 'error', duration: FOLLOW_SNACK_MS });
        }
      },
    );
  const cancelRequest = () =>
    change(
      NONE,
      0,
      () => social.cancelFollowRequest(artistId, { token }),
      () => {
        settle(NONE);
        showSnackbar(t('follow.requestCancelled'), { duration: FOLLOW_SNACK_MS });
      },
    );
  const unfollow = () => {
    setConfirming(false);
    change(
      NONE,
      -1,
      () => social.unfollowArtist(artistId, { token }),
      () => settle(NONE),
    );
  };

  const handleClick = () => {
    if (!token) {
      requireLogin(t('follow.loginToFollow'));
      return;
    }
    if (current.following) setConfirming(true);
    else if (current.requested) cancelRequest();
    else follow();
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
        disabled={isBusy || (Boolean(token) && state.isPending)}
        aria-busy={isBusy || undefined}
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
        onConfirm={unfollow}
        onCancel={() => setConfirming(false)}
        testId="unfollow-dialog"
      />
    </>
  );
}
