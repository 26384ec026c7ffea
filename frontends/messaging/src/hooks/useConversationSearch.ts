import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messagingKeys } from '../messagingKeys.js';

/** A search of the viewer's own conversations, page by page (conversations come with page 1). */
export function useConversationSearch(q: string) {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const term = q.trim();
  return useInfiniteQuery({
    queryKey: messagingKeys.search(term, viewerId),
    queryFn: ({ pageParam, signal }) => messaging.searchConversations(term, pageParam, { token, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(token && viewerId && term),
  });
}
