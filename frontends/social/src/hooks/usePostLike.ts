import { ApiError, type PostView } from '@art/sdk';
import * as social from '@art/sdk/social';
import { useSession, useSnackbar } from '@art/ui';
import { sharedRefusalKey, useRefusalText } from '@art/ui/refusals';
import { useEffect, useState } from 'react';
import { useSocialTranslation } from './useSocialTranslation.js';

/**
 * A post's like: it toggles at once and the server is told; when the server refuses, the
 * state goes back. A guest is sent to sign in and comes back here afterwards.
 */
export function usePostLike(post: PostView) {
  const { t } = useSocialTranslation();
  const { token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const [state, setState] = useState({ liked: post.liked, likesCount: post.likesCount });
  useEffect(() => setState({ liked: post.liked, likesCount: post.likesCount }), [post.liked, post.likesCount]);

  const toggle = async () => {
    if (!token) {
      requireLogin(t('common.loginFirst'));
      return;
    }
    const before = state;
    setState({ liked: !before.liked, likesCount: before.likesCount + (before.liked ? -1 : 1) });
    try {
      setState(await social.likePost(post._id, { token }));
    } catch (error) {
      console.error('like not saved', error);
      setState(before);
      // A refusal with its own words says why (a block, a private account, an unverified e-mail);
      // other failures stay quiet.
      if (error instanceof ApiError && sharedRefusalKey(error.status) !== null)
        showSnackbar(refusalText(error.status, error.message, error.code), { type: 'error' });
    }
  };
  return { ...state, toggle };
}
