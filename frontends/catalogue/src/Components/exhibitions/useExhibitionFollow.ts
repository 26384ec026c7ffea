import { type ExhibitionView, exhibitions } from '@art/sdk';
import { useSession } from '@art/ui';
import { changeFailureOf, useOptimisticChange } from '@art/ui/refusals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogueKeys } from '../../catalogueKeys.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';

type FollowFields = Pick<ExhibitionView, 'following' | 'followersCount'>;

/** The cached answers of single exhibitions, whether opened by id or by slug. */
const EXHIBITIONS = catalogueKeys.exhibition('').slice(0, 2);

/**
 * The follow control of an exhibition: a click shows the new state and count at once in the
 * exhibition's cached answers (whether opened by id or by slug) and tells the catalogue
 * (useOptimisticChange, which first calls off a read of them still on its way); what it answered
 * is written back, and when it does not take the change the button and count go back with the
 * reason in the snackbar (Retry when it may work later). A guest is sent to sign in and comes back
 * here.
 */
export function useExhibitionFollow(exhibition: ExhibitionView) {
  const { t } = useCreateTranslation();
  const { token, requireLogin } = useSession();
  const runChange = useOptimisticChange();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const isFollowing = exhibition.following === true;

  const show = (fields: FollowFields) =>
    queryClient.setQueriesData<ExhibitionView>({ queryKey: EXHIBITIONS }, (current) =>
      current?._id === exhibition._id ? { ...current, ...fields } : current,
    );

  function handleToggle() {
    if (!token) {
      requireLogin(t('viewer.loginToFollow'));
      return;
    }
    if (isPending) return;
    const before: FollowFields = { following: exhibition.following, followersCount: exhibition.followersCount };
    const following = !isFollowing;
    const count = exhibition.followersCount ?? 0;
    setPending(true);
    void runChange({
      cancel: [EXHIBITIONS],
      apply: () => show({ following, followersCount: Math.max(0, count + (following ? 1 : -1)) }),
      commit: () => exhibitions.setFollowing(exhibition._id, following, token),
      rollback: () => show(before),
      settle: (answer) => show({ following: answer.following, followersCount: answer.followersCount }),
      // A refusal in the exhibition's own words; no connection or a service down in the shared ones, with Retry.
      describe: (error) => (changeFailureOf(error) === 'refused' ? t('viewer.followFailed') : null),
    }).finally(() => setPending(false));
  }

  return {
    isFollowing,
    followersCount: exhibition.followersCount ?? 0,
    isPending,
    onToggle: handleToggle,
  };
}
