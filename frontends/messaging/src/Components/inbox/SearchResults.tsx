import type { ChatSearchHit } from '@art/sdk/messaging';
import { Button } from '@art/ui';
import { Link } from 'wouter';
import { useConversationSearch } from '../../hooks/useConversationSearch.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { messageTime } from '../../lib/messageTime.js';
import { ConversationList } from './ConversationList.js';
import { ConversationListSkeleton } from './ConversationListSkeleton.js';
import './SearchResults.css';

type SearchResultsProps = {
  term: string;
  viewerId: string;
  activeRoomId?: string;
  onOpen?: (roomId: string) => void;
};

/** What a search of one's conversations found: the conversations named so, then the messages, newest first. */
export function SearchResults({ term, viewerId, activeRoomId, onOpen }: SearchResultsProps) {
  const { t, i18n } = useMessagingTranslation();
  const search = useConversationSearch(term);
  if (search.isLoading) {
    return <ConversationListSkeleton label={t('common.loading')} rows={3} testId="search-loading" />;
  }
  if (search.isError) {
    return (
      <p className="msg-empty" role="alert" data-testid="search-failed">
        {t('common.genericError')}
      </p>
    );
  }
  const pages = search.data?.pages ?? [];
  const conversations = pages[0]?.conversations ?? [];
  const hits = pages.flatMap((page) => page.messages);
  if (conversations.length === 0 && hits.length === 0) {
    return (
      <p className="msg-empty" role="status" data-testid="search-none">
        {t('inbox.searchNone', { q: term })}
      </p>
    );
  }
  return (
    <div data-testid="search-results">
      {conversations.length > 0 && (
        <section aria-label={t('inbox.searchConversations')}>
          <h2 className="msg-results__heading">{t('inbox.searchConversations')}</h2>
          <ConversationList rooms={conversations} viewerId={viewerId} activeRoomId={activeRoomId} onOpen={onOpen} />
        </section>
      )}
      {hits.length > 0 && (
        <section aria-label={t('inbox.searchMessages')}>
          <h2 className="msg-results__heading">{t('inbox.searchMessages')}</h2>
          <ul className="msg-list">
            {hits.map((hit) => (
              <li key={hit._id}>
                <Link
                  href={`/messages/${hit.room}`}
                  className="msg-item msg-hit"
                  data-testid="search-hit"
                  data-room={hit.room}
                  onClick={() => onOpen?.(hit.room)}
                >
                  <span className="msg-item__body">
                    <span className="msg-item__top">
                      <span className="msg-item__name">{hit.roomName}</span>
                      <span className="msg-item__time">{messageTime(hit.createdAt, i18n.language)}</span>
                    </span>
                    <span className="msg-hit__text">
                      {hit.roomType === 'group' && hit.postedBy.name ? `${hit.postedBy.name}: ` : ''}
                      <Highlighted text={hit.message} term={term} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {search.hasNextPage && (
            <div className="msg-results__more">
              <Button
                variant="secondary"
                size="small"
                isLoading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
                data-testid="search-more"
              >
                {t('inbox.searchMore')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

/** The message with each place it says `term` marked (any case). */
function Highlighted({ text, term }: { text: ChatSearchHit['message']; term: string }) {
  const lower = text.toLocaleLowerCase();
  const needle = term.toLocaleLowerCase();
  const parts: { text: string; isMatch: boolean; at: number }[] = [];
  let from = 0;
  // Lower-casing keeps the length for the scripts the marketplace speaks; if not, no marks.
  if (needle && lower.length === text.length) {
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
      if (at > from) parts.push({ text: text.slice(from, at), isMatch: false, at: from });
      parts.push({ text: text.slice(at, at + needle.length), isMatch: true, at });
      from = at + needle.length;
    }
  }
  if (from < text.length) parts.push({ text: text.slice(from), isMatch: false, at: from });
  return <>{parts.map((part) => (part.isMatch ? <mark key={part.at}>{part.text}</mark> : part.text))}</>;
}
