import type { PostView } from '@art/sdk';
import { InfiniteScroll, useDrawnCount } from '@art/ui';
import { Fragment, type ReactNode } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { PostCard } from '../post/PostCard.js';
import { PostListSkeleton } from './PostListSkeleton.js';
import '../social.css';

/**
 * Posts with infinite scroll (500 px from the bottom) and the end message; the first page's room while
 * it loads. `afterFirst` (a phone's Top Studios) comes after the first post, so a post is read first.
 * The posts are drawn a few at a time (useDrawnCount), the first one alone; the next page is not
 * asked for until those in hand are drawn.
 */
export function PostList({
  posts,
  hasMore,
  isLoading,
  isFirstLoad = false,
  onLoadMore,
  onChanged,
  emptyText,
  afterFirst,
}: {
  posts: PostView[];
  hasMore: boolean;
  isLoading: boolean;
  /** The first page is on its way: its room is kept (skeletons) instead of the list. */
  isFirstLoad?: boolean;
  onLoadMore(): void;
  onChanged(): void;
  emptyText: string;
  /** Shown after the first post (at the end when there is none), once the first page is in. */
  afterFirst?: ReactNode;
}) {
  const { t } = useSocialTranslation();
  // The first post alone (its picture is the page's largest paint), then two at a time.
  const drawn = useDrawnCount(posts.length, 1, 2);
  const isDrawing = drawn < posts.length;
  if (isFirstLoad) return <PostListSkeleton />;
  return (
    <InfiniteScroll
      hasMore={hasMore}
      isLoading={isLoading}
      isDrawing={isDrawing}
      onLoadMore={onLoadMore}
      offset={500}
      loadingLabel={t('common.loading')}
      endMessage={
        isLoading || isDrawing ? null : (
          <p className="soc-empty" data-testid="feed-end">
            {emptyText}
          </p>
        )
      }
    >
      <ul className="soc-posts" data-testid="post-list">
        {posts.slice(0, drawn).map((post, index) => (
          <Fragment key={post._id}>
            <li>
              <PostCard post={post} onGone={onChanged} />
            </li>
            {index === 0 && afterFirst && (drawn > 1 || !isDrawing) ? (
              <li data-testid="after-first-post">{afterFirst}</li>
            ) : null}
          </Fragment>
        ))}
      </ul>
      {posts.length === 0 && afterFirst ? <div data-testid="after-first-post">{afterFirst}</div> : null}
    </InfiniteScroll>
  );
}
