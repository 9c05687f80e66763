import { useEffect, useEffectEvent, useRef } from 'react';
import * as styles from '#infinite-scroll/infinite-scroll.css.ts';
import { Spinner } from '#spinner/spinner.tsx';

interface InfiniteScrollProps {
  /** Fetches the next page (§4: audit and transactions, pages of 20). */
  onLoadMore: () => void;
  /** False once a page came back empty: nothing more to ask for. */
  hasMore: boolean;
  /** A page is being fetched: no second request meanwhile. */
  loading: boolean;
  /** Announced while a page loads ("Loading more"). */
  loadingLabel: string;
  /** How far before the end of the list to start loading, as CSS margin. */
  rootMargin?: string;
}

/**
 * Put after the last row of a list: when it scrolls into view it asks for the next page, once per
 * time it comes into view. When a page has loaded and it is still in view (a short page), it asks
 * again, until `hasMore` is false.
 */
export function InfiniteScroll({
  onLoadMore,
  hasMore,
  loading,
  loadingLabel,
  rootMargin = '200px',
}: InfiniteScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel || !hasMore || loading) return;
    // A fresh observer per page: it reports at once whether the sentinel is in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect(); // one request; the next observer comes when this page has loaded
        loadMore();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, rootMargin]);

  return (
    <div ref={ref} className={styles.sentinel}>
      {loading && <Spinner label={loadingLabel} showLabel size="sm" />}
    </div>
  );
}
