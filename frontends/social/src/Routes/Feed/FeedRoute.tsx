import { usePageTitle } from '@art/ui';
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

/** The feed: filters, the Top Studios side filter, the composer and the posts. */
export function FeedRoute() {
  const { t } = useSocialTranslation();
  const refusalText = useRefusalText();
  usePageTitle(t('feed.title'));
  const [filter, setFilter] = useState<FeedFilter>({ show: 'all', sort: 'recent' });
  const feed = useFeed(filter);
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
          />
        </div>
        <aside className="soc-feed__side">
          {/* Choosing a studio clears show and sort. */}
          <TopStudios
            selectedId={filter.artistId}
            onSelect={(artistId) =>
              setFilter(artistId ? { show: 'all', sort: 'recent', artistId } : { show: 'all', sort: 'recent' })
            }
          />
        </aside>
      </div>
    </div>
  );
}

export default FeedRoute;
