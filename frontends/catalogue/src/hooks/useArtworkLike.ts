import { artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useOptimisticChange } from '@art/ui/refusals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { catalogueKeys } from '../catalogueKeys.js';
import { useBrowseTranslation } from './useBrowseTranslation.js';

type LikeState = { liked: boolean; likesCount: number };

/**
 * The like control of an artwork: it toggles at once and the server is told; when the server does
 * not take it the like goes back and the snackbar says why, with Retry when it may work later
 * (useOptimisticChange). A guest is sent to sign in and comes back here afterwards.
 */
export function useArtworkLike(artwork: { _id: string; liked: boolean; likesCount: number }) {
  const { t } = useBrowseTranslation();
  const { token, requireLogin } = useSession();
  const runChange = useOptimisticChange();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LikeState>({ liked: artwork.liked, likesCount: artwork.likesCount });
  const [isPending, setPending] = useState(false);
  // What is shown now, for a Retry pressed after other changes.
  const shown = useRef(state);
  shown.current = state;

  useEffect(() => {
    setState({ liked: artwork.liked, likesCount: artwork.likesCount });
  }, [artwork.liked, artwork.likesCount]);

  const show = (next: LikeState) => {
    shown.current = next;
    setState(next);
  };

  function handleToggle() {
    if (!token) {
      requireLogin(t('artwork.loginToLike'));
      return;
    }
    if (isPending) return;
    const want = !shown.current.liked;
    let before = shown.current;
    let isNoChange = false;
    setPending(true);
    void runChange({
      // The like shown is taken from the artwork's answer: a read of it on its way would put it back.
      cancel: [catalogueKeys.artworkPrefix],
      apply: () => {
        before = shown.current;
        isNoChange = before.liked === want;
        if (!isNoChange) show({ liked: want, likesCount: Math.max(0, before.likesCount + (want ? 1 : -1)) });
      },
      // The server's like is a toggle: a Retry after the like was given again some other way sends nothing.
      commit: async () => (isNoChange ? before : artworks.toggleLike(artwork._id, token)),
      rollback: () => show(before),
      settle: (result) => {
        show(result);
        // Lists and the liked page show the like too; they fetch again when next shown.
        queryClient.invalidateQueries({ queryKey: catalogueKeys.likedAll });
      },
    }).finally(() => setPending(false));
  }

  return { ...state, isPending, onToggle: handleToggle };
}
