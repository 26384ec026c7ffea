import type { ChatMessage } from '@art/sdk/messaging';
import { Button } from '@art/ui';
import { useLayoutEffect, useRef } from 'react';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { MessageItem } from './MessageItem.js';
import './MessageList.css';

type MessageListProps = {
  messages: ChatMessage[];
  viewerId: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onPictureExpired?: () => void;
};

/**
 * The thread, oldest at the top. A new message at the end scrolls to it; an older page put on top
 * keeps what was on screen where it was.
 */
export function MessageList({
  messages,
  viewerId,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onPictureExpired,
}: MessageListProps) {
  const { t } = useMessagingTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  // Whether the reader is at the end of the thread: a picture that finishes loading keeps them there.
  const isAtEnd = useRef(true);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const first = messages[0]?._id;
    const last = messages.at(-1)?._id;
    const before = shown.current;
    if (before.last !== last) {
      list.scrollTop = list.scrollHeight;
      isAtEnd.current = true;
    } else if (before.first !== first) list.scrollTop += list.scrollHeight - before.height;
    shown.current = { first, last, height: list.scrollHeight };
  }, [messages]);

  const keepAtEnd = () => {
    const list = listRef.current;
    if (list && isAtEnd.current) list.scrollTop = list.scrollHeight;
  };

  return (
    <ol
      className="msg-thread"
      ref={listRef}
      aria-label={t('thread.messages')}
      data-testid="message-list"
      onScroll={(event) => {
        const list = event.currentTarget;
        isAtEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
    >
      {hasMore && (
        <li className="msg-more">
          <Button
            variant="secondary"
            size="small"
            isLoading={isLoadingMore}
            onClick={onLoadMore}
            data-testid="load-more"
          >
            {t('thread.loadMore')}
          </Button>
        </li>
      )}
      {messages.map((message) => (
        <MessageItem
          key={message._id}
          message={message}
          viewerId={viewerId}
          onImageLoad={keepAtEnd}
          onPictureExpired={onPictureExpired}
        />
      ))}
    </ol>
  );
}
