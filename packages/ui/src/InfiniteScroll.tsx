import { type ReactNode, useEffect, useRef } from 'react';
import { INFINITE_SCROLL_OFFSET } from './constants.js';
import { Spinner } from './Spinner.js';

export type InfiniteScrollProps = {
  children: ReactNode;
  hasMore: boolean;
  isLoading: boolean;
  /**
   * The list is still drawing the items it has (useDrawnCount): the next page is not asked for yet,
   * and no spinner shows (the list below the first screen is still growing by itself).
   */
  isDrawing?: boolean;
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
  isDrawing = false,
  onLoadMore,
  offset = INFINITE_SCROLL_OFFSET,
  endMessage,
  loadingLabel,
}: InfiniteScrollProps) {
  // The latest callback is read from a ref so the scroll listener is attached once.
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    if (!hasMore || isLoading || isDrawing) return;
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
  }, [hasMore, isLoading, isDrawing, offset]);

  return (
    <div className="art-infinite-scroll">
      {children}
      {isLoading && (
        <div className="art-infinite-scroll__status">
          <Spinner label={loadingLabel} />
        </div>
      )}
      {!hasMore && !isLoading && !isDrawing && endMessage && (
        <div className="art-infinite-scroll__status">{endMessage}</div>
      )}
    </div>
  );
}
