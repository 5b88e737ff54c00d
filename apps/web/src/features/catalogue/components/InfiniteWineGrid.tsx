import { useMemo } from 'react';
import { Text } from '@wine/contract/texts';
import { LoadMoreSentinel } from '../../../components/ui/LoadMoreSentinel';
import { WineGrid } from '../../../components/ui/WineGrid';
import type { useFilteredWinesPages } from '../api/getFilteredWines';

interface Props {
  pages: ReturnType<typeof useFilteredWinesPages>;
  label: string;
}

/** The shop's filtered wines in a grid that asks for the next page when its end scrolls into view. */
export function InfiniteWineGrid({ pages, label }: Props) {
  const wines = useMemo(() => pages.data?.pages.flatMap((page) => page.categories), [pages.data]);
  return (
    <>
      <WineGrid wines={pages.isError ? [] : wines} emptyText={Text.noWinesFound} label={label} loadingMore={pages.isFetchingNextPage} />
      <LoadMoreSentinel hasMore={pages.hasNextPage} loadingMore={pages.isFetchingNextPage} onLoadMore={() => void pages.fetchNextPage()} shown={wines?.length} />
    </>
  );
}
