import type { PostView } from '@art/sdk';
import { InfiniteScroll } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { PostCard } from '../post/PostCard.js';
import { PostListSkeleton } from './PostListSkeleton.js';
import '../social.css';

/** Posts with infinite scroll (500 px from the bottom) and the end message; the first page's room while it loads. */
export function PostList({
  posts,
  hasMore,
  isLoading,
  isFirstLoad = false,
  onLoadMore,
  onChanged,
  emptyText,
}: {
  posts: PostView[];
  hasMore: boolean;
  isLoading: boolean;
  /** The first page is on its way: its room is kept (skeletons) instead of the list. */
  isFirstLoad?: boolean;
  onLoadMore(): void;
  onChanged(): void;
  emptyText: string;
}) {
  const { t } = useSocialTranslation();
  if (isFirstLoad) return <PostListSkeleton />;
  return (
    <InfiniteScroll
      hasMore={hasMore}
      isLoading={isLoading}
      onLoadMore={onLoadMore}
      offset={500}
      loadingLabel={t('common.loading')}
      endMessage={
        isLoading ? null : (
          <p className="soc-empty" data-testid="feed-end">
            {emptyText}
          </p>
        )
      }
    >
      <ul className="soc-posts" data-testid="post-list">
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} onGone={onChanged} />
          </li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}
