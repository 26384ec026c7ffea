import type { ChatMessage, MessagePage } from '@art/sdk/messaging';

/**
 * A thread's loaded pages as react-query keeps them: `pages[0]` is page 1 (the newest), each next
 * one older; every page's messages are oldest first.
 */
export type ThreadPages = { pages: MessagePage[]; pageParams: unknown[] };

/**
 * The thread in reading order: older pages before the current ones (Load More puts a page on
 * top), each message once. Messages that arrived live shift the server's pages, so a page loaded
 * later can repeat ones already shown: the first copy in reading order is kept.
 */
export function threadMessages(pages: readonly { allMessage: { messages: ChatMessage[] } }[]): ChatMessage[] {
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (let index = pages.length - 1; index >= 0; index--) {
    for (const message of pages[index].allMessage.messages) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      messages.push(message);
    }
  }
  return messages;
}

/** The page Load More asks for next, or undefined on the last page (the button hides). */
export function nextPageAfter(loaded: number, totalPages: number): number | undefined {
  return loaded < totalPages ? loaded + 1 : undefined;
}

/** Adds a message (sent or received live) at the end of page 1, once; other pages are untouched. */
export function withMessage<T extends { pages: MessagePage[] }>(
  data: T | undefined,
  message: ChatMessage,
): T | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.allMessage.messages.some((known) => known._id === message._id))) return data;
  const [first, ...rest] = data.pages;
  const newest: MessagePage = {
    ...first,
    allMessage: { ...first.allMessage, messages: [...first.allMessage.messages, message] },
  };
  return { ...data, pages: [newest, ...rest] };
}

/** Marks every message of the thread as seen by `userId` (a `message-seen` event). */
export function withSeenBy<T extends { pages: MessagePage[] }>(data: T | undefined, userId: string): T | undefined {
  if (!data) return data;
  const mark = (message: ChatMessage) =>
    message.seen.includes(userId) ? message : { ...message, seen: [...message.seen, userId] };
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      allMessage: { ...page.allMessage, messages: page.allMessage.messages.map(mark) },
    })),
  };
}
