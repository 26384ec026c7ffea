import { type ArtworkComment, artworks, type User } from '@art/sdk';
import { useSession } from '@art/ui';
import { useOptimisticChange } from '@art/ui/refusals';
import { useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

type CommentsData = { comments: ArtworkComment[]; total: number };

/** What the comment box is told about its text: saved (empty the box) or not (put it back). */
export type CommentBoxHandlers = { onSaved(): void; onFailed(): void };

/**
 * Posts a comment. It shows at once, then the list reloads; when it is not saved it leaves the
 * list, its text goes back into the box and the snackbar says why, with Retry when it may work
 * later (useOptimisticChange).
 */
export function useAddArtworkComment(artworkId: string) {
  const { token, user } = useSession<User>();
  const queryClient = useQueryClient();
  const runChange = useOptimisticChange();
  const key = catalogueKeys.comments(artworkId);
  return (comment: string, box: CommentBoxHandlers): Promise<boolean> => {
    let pendingId = '';
    const listWith = (change: (data: CommentsData) => CommentsData) =>
      queryClient.setQueriesData<CommentsData>({ queryKey: key }, (data) => (data ? change(data) : data));
    return runChange({
      cancel: [key],
      apply: () => {
        pendingId = `pending-${Date.now()}`;
        const pending: ArtworkComment = {
          _id: pendingId,
          comment,
          created: new Date().toISOString(),
          author: {
            _id: user?._id ?? '',
            name: user?.name ?? '',
            slug: user?.slug ?? '',
            picture: user?.picture ?? '',
            verifiedArtist: user?.verifiedArtist ?? false,
          },
        };
        listWith((data) => ({ comments: [pending, ...data.comments], total: data.total + 1 }));
      },
      commit: () => artworks.addComment(artworkId, comment, token ?? ''),
      rollback: () => {
        listWith((data) => {
          const comments = data.comments.filter((item) => item._id !== pendingId);
          return { comments, total: data.total - (data.comments.length - comments.length) };
        });
        box.onFailed();
      },
      settle: () => {
        box.onSaved();
        void queryClient.invalidateQueries({ queryKey: key });
      },
    });
  };
}
