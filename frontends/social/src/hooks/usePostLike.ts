import type { PostView } from '@art/sdk';
import * as social from '@art/sdk/social';
import { useSession } from '@art/ui';
import { useOptimisticChange } from '@art/ui/refusals';
import { useEffect, useRef, useState } from 'react';
import { socialKeys } from '../socialKeys.js';
import { useSocialTranslation } from './useSocialTranslation.js';

type LikeState = { liked: boolean; likesCount: number };

/**
 * A post's like: it toggles at once and the server is told; when the server does not take it the
 * like goes back and the snackbar says why, with Retry when it may work later
 * (useOptimisticChange). A guest is sent to sign in and comes back here afterwards.
 */
export function usePostLike(post: PostView) {
  const { t } = useSocialTranslation();
  const { token, user, requireLogin } = useSession();
  const runChange = useOptimisticChange();
  const [state, setState] = useState<LikeState>({ liked: post.liked, likesCount: post.likesCount });
  useEffect(() => setState({ liked: post.liked, likesCount: post.likesCount }), [post.liked, post.likesCount]);
  // What is shown now, for a Retry pressed after other changes.
  const shown = useRef(state);
  shown.current = state;

  const toggle = () => {
    if (!token) {
      requireLogin(t('common.loginFirst'));
      return;
    }
    const want = !shown.current.liked;
    let before = shown.current;
    let isNoChange = false;
    void runChange({
      // The like shown is taken from the post as a feed or the post's page read it: a read of
      // them on its way would put it back.
      cancel: [socialKeys.feeds, socialKeys.post(post._id, user?._id ?? '')],
      apply: () => {
        before = shown.current;
        isNoChange = before.liked === want;
        if (isNoChange) return;
        const next = { liked: want, likesCount: Math.max(0, before.likesCount + (want ? 1 : -1)) };
        shown.current = next;
        setState(next);
      },
      // The server's like is a toggle: a Retry after the like was given again some other way sends nothing.
      commit: async () => (isNoChange ? before : social.likePost(post._id, { token })),
      rollback: () => {
        shown.current = before;
        setState(before);
      },
      settle: (result) => {
        shown.current = result;
        setState(result);
      },
    });
  };
  return { ...state, toggle };
}
