import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { Wine } from '@wine/contract/catalogue';
import { ProductCardSkeleton } from '../../../components/ui/ProductCardSkeleton';
import { WineGrid } from '../../../components/ui/WineGrid';

interface Props {
  wines: Wine[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  emptyText: string;
  label: string;
  affiliateId?: string | null;
}

/** A wine grid that asks for the next page when its end scrolls into view. */
export function InfiniteWineGrid({ wines, hasMore, loadingMore, onLoadMore, emptyText, label, affiliateId }: Props) {
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
  }, [hasMore, loadingMore, wines?.length]);

  return (
    <>
      <WineGrid
        wines={wines}
        emptyText={emptyText}
        label={label}
        affiliateId={affiliateId}
        footer={
          loadingMore
            ? Array.from({ length: 4 }, (_, index) => (
                <Box role="listitem" key={`more-${index}`}>
                  <ProductCardSkeleton />
                </Box>
              ))
            : null
        }
      />
      <Box ref={sentinelRef} aria-hidden sx={{ height: 1 }} />
    </>
  );
}
