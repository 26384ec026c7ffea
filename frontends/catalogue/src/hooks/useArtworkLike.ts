import { ApiError, artworks } from '@art/sdk';
import { useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { catalogueKeys } from '../catalogueKeys.js';
import { useBrowseTranslation } from './useBrowseTranslation.js';

type LikeState = { liked: boolean; likesCount: number };

/**
 * The like control of an artwork. The state flips after the server answers, on success or failure
 * alike; a guest is sent to sign in and comes back here afterwards.
 */
export function useArtworkLike(artwork: { _id: string; liked: boolean; likesCount: number }) {
  const { t } = useBrowseTranslation();
  const { token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LikeState>({ liked: artwork.liked, likesCount: artwork.likesCount });

  useEffect(() => {
    setState({ liked: artwork.liked, likesCount: artwork.likesCount });
  }, [artwork.liked, artwork.likesCount]);

  const toggle = useMutation({
    mutationFn: () => artworks.toggleLike(artwork._id, token ?? ''),
    onSuccess: (result) => {
      setState(result);
      // Lists and the liked page show the like too; they fetch again when next shown.
      queryClient.invalidateQueries({ queryKey: catalogueKeys.likedAll });
    },
    onError: (error) => {
      setState((current) => ({ ...current, liked: !current.liked }));
      if (error instanceof ApiError && error.httpStatus === 403)
        showSnackbar(refusalText(error.status, error.message, error.code), { type: 'error' });
    },
  });

  function handleToggle() {
    if (!token) {
      requireLogin(t('artwork.loginToLike'));
      return;
    }
    if (!toggle.isPending) toggle.mutate();
  }

  return { ...state, isPending: toggle.isPending, onToggle: handleToggle };
}
