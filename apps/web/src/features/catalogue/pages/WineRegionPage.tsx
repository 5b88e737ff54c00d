import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Region } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFilteredWinesPages } from '../api/getFilteredWines';
import { FilteredWines, FiltersButton } from '../components/FilteredWines';
import { InfiniteWineGrid } from '../components/InfiniteWineGrid';
import { ShareButton } from '../components/ShareButton';
import { chosenRegionFilters, regionFromSlug, regionWineFilters } from '../regionFilters';
import { wineFiltersParams, type WineFilters } from '../wineFilters';
import { wineCount } from '../wineCount';
import { MessagePage } from '../../../components/ui/MessagePage';

/**
 * A region's wines (spec 001 §2.11): title, wine count, grid, Share Region; and the shop's filter
 * panel without its region list, the route fixing the region (docs/decisions/0047-filter-counts.md).
 */
export default function WineRegionPage() {
  const { name = '' } = useParams();
  const location = useLocation();
  const region = regionFromSlug(name);
  useDocumentTitle(region ?? 'Unknown region');

  if (!region) {
    // A made-up or misspelt name is not presented as a region without wines: it is said to be unknown.
    return (
      <MessagePage title="Unknown region" back={{ to: paths.shopWines, label: Text.shopWines }}>
        We do not know a wine region called “{name.replace(/-/g, ' ')}”. Browse the regions we know in the shop.
      </MessagePage>
    );
  }
  return <RegionWines key={`${region} ${location.key}`} region={region} search={location.search} />;
}

/** Like the shop, a change of filters is written over the address (`/wine-region/Mosel?color=White`) for a reload or a share. */
function RegionWines({ region, search }: { region: Region; search: string }) {
  const [chosen, setChosen] = useState(() => chosenRegionFilters(search));
  const choose = (next: WineFilters) => {
    setChosen(next);
    const address = wineFiltersParams(next).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${address ? `?${address}` : ''}`);
  };
  const filters = useMemo(() => regionWineFilters(chosen, region), [chosen, region]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pages = useFilteredWinesPages(filters);
  const total = pages.data?.pages[0]?.total;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 } }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
            {region}
          </Typography>
          <Typography color="text.secondary" data-testid="wine-count">
            {total !== undefined ? wineCount(total) : <Skeleton width={80} />}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <FiltersButton filters={chosen} onClick={() => setDrawerOpen(true)} />
          <ShareButton label={Text.shareRegion} path={paths.wineRegion(region)} />
        </Box>
      </Box>
      <FilteredWines
        idPrefix="region"
        filters={chosen}
        onChange={choose}
        facets={pages.data?.pages[0]?.facets}
        total={total}
        fixed="region"
        asked={filters}
        drawerOpen={drawerOpen}
        onCloseDrawer={() => setDrawerOpen(false)}
      >
        <InfiniteWineGrid pages={pages} label={`Wines from ${region}`} />
      </FilteredWines>
    </Container>
  );
}
