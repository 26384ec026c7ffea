import type { PostComment, User } from '@art/sdk';
import * as social from '@art/sdk/social';
import { useSession } from '@art/ui';
import { useOptimisticChange } from '@art/ui/refusals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { socialKeys } from '../socialKeys.js';

/** What the comment box is told about its text: saved (empty the box) or not (put it back). */
export type CommentBoxHandlers = { onSaved(): void; onFailed(): void };

/**
 * A post's comments, newest first: `total` of them are read when `isOpen` (the card's preview needs
 * no request). A new comment shows at once, then the list is read again; when it is not saved it
 * leaves the list, its text goes back into the box and the snackbar says why, with Retry when it
 * may work later (useOptimisticChange).
 */
export function usePostComments(postId: string, options: { isOpen: boolean; total: number }) {
  const { token, user } = useSession<User>();
  const queryClient = useQueryClient();
  const runChange = useOptimisticChange();
  const [added, setAdded] = useState<PostComment[]>([]);
  const list = useQuery({
    queryKey: [...socialKeys.comments(postId), options.total],
    queryFn: ({ signal }) => social.getPostComments(postId, options.total, { token, signal }),
    enabled: options.isOpen,
  });

  const add = async (text: string, box: CommentBoxHandlers): Promise<boolean> => {
    const comment = text.trim();
    if (!comment || !user) return false;
    let pendingId = '';
    const withoutPending = (current: PostComment[]) => current.filter((item) => item._id !== pendingId);
    return runChange({
      cancel: [socialKeys.comments(postId)],
      apply: () => {
        pendingId = `pending-${Date.now()}`;
        const pending: PostComment = {
          _id: pendingId,
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
      },
      commit: () => social.addPostComment(postId, comment, { token }),
      rollback: () => {
        setAdded(withoutPending);
        box.onFailed();
      },
      settle: () => {
        box.onSaved();
        // The pending comment stays until the list read again holds the saved one.
        void queryClient
          .invalidateQueries({ queryKey: socialKeys.comments(postId) })
          .finally(() => setAdded(withoutPending));
      },
    });
  };

  return { comments: list.data?.comments, total: list.data?.total, pending: added, isLoading: list.isLoading, add };
}
