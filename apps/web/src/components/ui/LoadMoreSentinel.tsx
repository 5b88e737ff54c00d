import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

interface Props {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Changes whenever more is shown: the line, still in view, then asks again. */
  shown: unknown;
}

/** An invisible line at an endless list's end: asks for more as it comes within 400px of the screen. */
export function LoadMoreSentinel({ hasMore, loadingMore, onLoadMore, shown }: Props) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    loadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, shown]);

  return <Box ref={sentinelRef} aria-hidden sx={{ height: 1 }} />;
}
