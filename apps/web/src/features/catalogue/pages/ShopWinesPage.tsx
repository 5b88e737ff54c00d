import { useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFilteredWinesPages } from '../api/getFilteredWines';
import { FilteredWines, FiltersButton } from '../components/FilteredWines';
import { InfiniteWineGrid } from '../components/InfiniteWineGrid';
import { SHOP_SORTS, shopViewOf, shopViewParams, type ShopView, type WineFilters, type WineSort } from '../wineFilters';
import { wineCount } from '../wineCount';

/**
 * Shop Wines (spec 001 §2.11). A link names its filters in the address (the home's foods, a shared
 * shop): each arrival at an address starts from its filters.
 */
export default function ShopWinesPage() {
  const location = useLocation();
  return <ShopWines key={location.key} search={location.search} />;
}

/**
 * The shop: filters on the left (a drawer on small screens), infinite grid. A change of filters or
 * sort is written over the address for a reload or a share, outside the router: a router navigation
 * is a transition, and the ticked box would show its new state only once it ends.
 */
function ShopWines({ search }: { search: string }) {
  useDocumentTitle(Text.shopWines);
  const [shown, setShown] = useState(() => shopViewOf(new URLSearchParams(search)));
  const { filters, sort } = shown;
  const show = (next: ShopView) => {
    setShown(next);
    const address = shopViewParams(next).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${address ? `?${address}` : ''}`);
  };
  const setFilters = (next: WineFilters) => show({ filters: next, sort });
  const setSort = (next: WineSort) => show({ filters, sort: next });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pages = useFilteredWinesPages(filters, sort);
  const total = pages.data?.pages[0]?.total;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: { xs: 2, md: 3 }, gap: 2 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
            {Text.shopWines}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }} aria-live="polite" data-testid="wine-count">
            {total !== undefined ? wineCount(total) : ''}
          </Typography>
        </Box>
        <TextField select size="small" label="Sort by" value={sort} onChange={(event) => setSort(event.target.value as WineSort)} sx={{ minWidth: 150, ml: 'auto' }}>
          {SHOP_SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FiltersButton filters={filters} onClick={() => setDrawerOpen(true)} />
      </Box>
      <FilteredWines
        idPrefix="shop"
        filters={filters}
        onChange={setFilters}
        facets={pages.data?.pages[0]?.facets}
        total={total}
        drawerOpen={drawerOpen}
        onCloseDrawer={() => setDrawerOpen(false)}
      >
        <InfiniteWineGrid pages={pages} label="Wines" />
      </FilteredWines>
    </Container>
  );
}
