import { type ArtworkComment, artworks, type User } from '@art/sdk';
import { useSession } from '@art/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

type CommentsData = { comments: ArtworkComment[]; total: number };

/**
 * Posts a comment. It shows at once, then the list
 * reloads; a failure is only logged, the box is cleared either way.
 */
export function useAddArtworkComment(artworkId: string) {
  const { token, user } = useSession<User>();
  const queryClient = useQueryClient();
  const key = catalogueKeys.comments(artworkId);
  return useMutation({
    mutationFn: (comment: string) => artworks.addComment(artworkId, comment, token ?? ''),
    onMutate: async (comment) => {
      await queryClient.cancelQueries({ queryKey: key });
      const pending: ArtworkComment = {
        _id: `pending-${Date.now()}`,
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
      queryClient.setQueriesData<CommentsData>({ queryKey: key }, (data) =>
        data ? { comments: [pending, ...data.comments], total: data.total + 1 } : data,
      );
    },
    onError: (error) => console.error('comment not saved', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
