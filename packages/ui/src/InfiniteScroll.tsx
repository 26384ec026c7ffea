import { type ReactNode, useEffect, useRef } from 'react';
import { INFINITE_SCROLL_OFFSET } from './constants.js';
import { Spinner } from './Spinner.js';

export type InfiniteScrollProps = {
  children: ReactNode;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** Distance from the page bottom, in px, at which the next page is asked for. */
  offset?: number;
  endMessage?: ReactNode;
  loadingLabel?: string;
};

export function InfiniteScroll({
  children,
  hasMore,
  isLoading,
  onLoadMore,
  offset = INFINITE_SCROLL_OFFSET,
  endMessage,
  loadingLabel,
}: InfiniteScrollProps) {
  // The latest callback is read from a ref so the scroll listener is attached once.
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    if (!hasMore || isLoading) return;
    function handleScroll() {
      const distance = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance <= offset) onLoadMoreRef.current();
    }
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('resize', handleScroll);
    return () => {
      window.removeEventListener('scroll', handleScroll);
      window.removeEventListener('resize', handleScroll);
    };
  }, [hasMore, isLoading, offset]);

  return (
    <div className="art-infinite-scroll">
      {children}
      {isLoading && (
        <div className="art-infinite-scroll__status">
          <Spinner label={loadingLabel} />
        </div>
      )}
      {!hasMore && !isLoading && endMessage && <div className="art-infinite-scroll__status">{endMessage}</div>}
    </div>
  );
}
