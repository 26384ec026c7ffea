import { type ExhibitionView, exhibitions } from '@art/sdk';
import { useSession, useSnackbar } from '@art/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogueKeys.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';

/**
 * The follow control of an exhibition: what the server answered is written into the exhibition's
 * cached answers (whether opened by id or by slug), so the button and the count follow it; a
 * guest is sent to sign in and comes back here.
 */
export function useExhibitionFollow(exhibition: ExhibitionView) {
  const { t } = useCreateTranslation();
  const { token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const isFollowing = exhibition.following === true;

  const change = useMutation({
    mutationFn: (following: boolean) => exhibitions.setFollowing(exhibition._id, following, token ?? ''),
    onSuccess: ({ following, followersCount }) => {
      queryClient.setQueriesData<ExhibitionView>({ queryKey: catalogueKeys.exhibition('').slice(0, 2) }, (current) =>
        current?._id === exhibition._id ? { ...current, following, followersCount } : current,
      );
    },
    onError: () => showSnackbar(t('viewer.followFailed'), { type: 'error' }),
  });

  function handleToggle() {
    if (!token) {
      requireLogin(t('viewer.loginToFollow'));
      return;
    }
    if (!change.isPending) change.mutate(!isFollowing);
  }

  return {
    isFollowing,
    followersCount: exhibition.followersCount ?? 0,
    isPending: change.isPending,
    onToggle: handleToggle,
  };
}
