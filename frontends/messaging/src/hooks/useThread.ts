import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nextPageAfter, threadMessages } from '../lib/messagePages.js';
import { messagingKeys } from '../messagingKeys.js';

/**
 * A thread, page by page: page 1 (the newest) first, Load More fetches the next older page, which
 * shows above the others; it stops at the last page. Live messages are written into page 1.
 */
export function useThread(roomId: string) {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const query = useInfiniteQuery({
    queryKey: messagingKeys.thread(roomId, viewerId),
    queryFn: ({ pageParam, signal }) => messaging.getMessagePage(roomId, pageParam, { token, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => nextPageAfter(lastPage, last.allMessage.total_page),
    enabled: Boolean(token && viewerId && roomId),
    // Live events keep it current; a refetch would reload every loaded page.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pages = query.data?.pages;
  const messages = useMemo(() => (pages ? threadMessages(pages) : []), [pages]);
  const room = pages?.[0]?.room ?? null;
  return { ...query, messages, room };
}
