import { CHAT_SEARCH_MAX, type ChatRoom } from '@art/sdk/messaging';
import { useEffect, useId, useState } from 'react';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { ConversationList } from './ConversationList.js';
import { ConversationListSkeleton } from './ConversationListSkeleton.js';
import { SearchResults } from './SearchResults.js';
import './ConversationSidebar.css';
import '../messaging.css';

/** A search starts this long after the last key (or at once with Enter). */
const SEARCH_DELAY_MS = 300;

type ConversationSidebarProps = {
  rooms: ChatRoom[];
  isLoading: boolean;
  viewerId: string;
  activeRoomId?: string;
  onOpen?: (roomId: string) => void;
};

/** The left column: a search of one's conversations above them; while it has words, what it found. */
export function ConversationSidebar({ rooms, isLoading, viewerId, activeRoomId, onOpen }: ConversationSidebarProps) {
  const { t } = useMessagingTranslation();
  const [query, setQuery] = useState('');
  const [term, setTerm] = useState('');
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setTerm(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <div className="msg-side" data-testid="conversation-sidebar">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the marketplace supports */}
      <form
        role="search"
        className="msg-search"
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(query.trim());
        }}
      >
        <label htmlFor={inputId} className="art-visually-hidden">
          {t('inbox.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={CHAT_SEARCH_MAX}
          placeholder={t('inbox.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          data-testid="conversation-search"
        />
        {query && (
          <button
            type="button"
            className="msg-icon-button"
            aria-label={t('inbox.clearSearch')}
            onClick={() => {
              setQuery('');
              setTerm('');
            }}
            data-testid="conversation-search-clear"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </form>
      <div className="msg-side__scroll">
        {term ? (
          <SearchResults term={term} viewerId={viewerId} activeRoomId={activeRoomId} onOpen={onOpen} />
        ) : isLoading ? (
          <ConversationListSkeleton label={t('common.loading')} rows={5} testId="conversations-loading" />
        ) : (
          <ConversationList rooms={rooms} viewerId={viewerId} activeRoomId={activeRoomId} onOpen={onOpen} />
        )}
      </div>
    </div>
  );
}
