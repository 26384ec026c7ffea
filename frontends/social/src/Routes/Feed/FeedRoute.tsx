import { useIsNarrow, usePageTitle } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useState } from 'react';
import { type FeedFilter, FeedFilters } from '../../Components/feed/FeedFilters.js';
import { PostList } from '../../Components/feed/PostList.js';
import { TopStudios } from '../../Components/feed/TopStudios.js';
import { PostComposer } from '../../Components/post/PostComposer.js';
import { useFeed } from '../../hooks/useFeed.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../../Components/social.css';
import './FeedRoute.css';

/**
 * The feed: filters, the composer and the posts, with Top Studios in the side column on wide screens
 * and after the first post on narrow ones (a reader's first sight is a post, not a list of studios).
 */
export function FeedRoute() {
  const { t } = useSocialTranslation();
  const refusalText = useRefusalText();
  usePageTitle(t('feed.title'));
  const [filter, setFilter] = useState<FeedFilter>({ show: 'all', sort: 'recent' });
  const feed = useFeed(filter);
  const isNarrow = useIsNarrow();
  // Choosing a studio clears show and sort.
  const topStudios = (
    <TopStudios
      selectedId={filter.artistId}
      onSelect={(artistId) =>
        setFilter(artistId ? { show: 'all', sort: 'recent', artistId } : { show: 'all', sort: 'recent' })
      }
    />
  );
  return (
    <div className="soc-page" data-testid="feed-page">
      <h1 style={{ margin: 0 }}>{t('feed.title')}</h1>
      <div className="soc-feed">
        <div className="soc-side">
          <FeedFilters value={filter} onChange={setFilter} />
          <PostComposer />
          <PostList
            posts={feed.posts}
            hasMore={feed.hasMore}
            isLoading={feed.isLoading}
            isFirstLoad={feed.isFirstLoad}
            onLoadMore={feed.loadMore}
            onChanged={() => void feed.refresh()}
            // A private studio chosen in Top Studios: its posts are for its approved followers.
            emptyText={
              feed.refusal === 'private-account'
                ? refusalText('private-account', 'This account is private')
                : t('feed.noPosts')
            }
            afterFirst={isNarrow ? topStudios : undefined}
          />
        </div>
        {!isNarrow && <aside className="soc-feed__side">{topStudios}</aside>}
      </div>
    </div>
  );
}

export default FeedRoute;
