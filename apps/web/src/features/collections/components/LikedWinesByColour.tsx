import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Color } from '@wine/contract/catalogue';
import { Text } from '@wine/contract/texts';
import { LoadMoreSentinel } from '../../../components/ui/LoadMoreSentinel';
import { WineGrid } from '../../../components/ui/WineGrid';
import { byColour, useLikedWinePages } from '../api/getLikedWinesByColour';

/** How many more cards each scroll to the end reveals. */
const STEP = 20;

/**
 * A colour tab of My Collections (spec 001 §2.8): the liked (bookmarked) wines of that colour in an
 * infinite-scroll grid. The server pages 100 liked wines at a time; the grid reveals 20 more as its
 * end comes into view, and asks for the next page once the loaded ones run out.
 */
export function LikedWinesByColour({ colour }: { colour: Color }) {
  const pages = useLikedWinePages(true);
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(STEP);
  const wines = pages.data ? byColour(pages.data.pages.flatMap((page) => page.categories), colour) : undefined;
  const loaded = wines?.length ?? 0;
  const hasMore = shown < loaded || Boolean(pages.hasNextPage);
  const loadingMore = pages.isFetchingNextPage;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = () => {
    if (shown < loaded) setShown((current) => current + STEP);
    else if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  // An unliked wine leaves the tab: the list is asked for again.
  const onUnliked = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['liked-wines'] });
  }, [queryClient]);

  return (
    <>
      <WineGrid
        wines={pages.isError ? [] : wines?.slice(0, shown)}
        emptyText={Text.noWinesFound}
        label={`${colour} wines`}
        onUnliked={onUnliked}
        loadingMore={loadingMore}
      />
      <LoadMoreSentinel hasMore={hasMore} loadingMore={loadingMore} onLoadMore={loadMore} shown={`${shown}/${loaded}`} />
    </>
  );
}
