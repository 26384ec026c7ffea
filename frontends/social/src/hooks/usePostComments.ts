import { ApiError, type PostComment, type User } from '@art/sdk';
import * as social from '@art/sdk/social';
import { useSession, useSnackbar } from '@art/ui';
import { sharedRefusalKey, useRefusalText } from '@art/ui/refusals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { socialKeys } from '../socialKeys.js';

/**
 * A post's comments, newest first: `total` of them are read when `isOpen` (the card's preview needs
 * no request). A new comment shows at once, then the list is read again; a failure is only logged
 * and the box cleared, but for a refusal that names its own fix (verify the e-mail address)
 * or says why (a private account, a block).
 */
export function usePostComments(postId: string, options: { isOpen: boolean; total: number }) {
  const { token, user } = useSession<User>();
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const [added, setAdded] = useState<PostComment[]>([]);
  const list = useQuery({
    queryKey: [...socialKeys.comments(postId), options.total],
    queryFn: ({ signal }) => social.getPostComments(postId, options.total, { token, signal }),
    enabled: options.isOpen,
  });

  const add = async (text: string) => {
    const comment = text.trim();
    if (!comment || !user) return;
    const pending: PostComment = {
      _id: `pending-${Date.now()}`,
      comment,
      created: new Date().toISOString(),
      author: {
        _id: user._id,
        id: user._id,
        name: user.name,
        slug: user.slug,
        picture: user.picture,
        role: user.role,
        verifiedArtist: user.verifiedArtist,
      },
    };
    setAdded((current) => [pending, ...current]);
    try {
      await social.addPostComment(postId, comment, { token });
      await queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) });
    } catch (error) {
      console.error('comment not saved', error);
      if (error instanceof ApiError && sharedRefusalKey(error.status) !== null)
        showSnackbar(refusalText(error.status, error.message, error.code), { type: 'error' });
    } finally {
      setAdded((current) => current.filter((item) => item._id !== pending._id));
    }
  };

  return { comments: list.data?.comments, total: list.data?.total, pending: added, isLoading: list.isLoading, add };
}
