import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { PRICE_FILTER_MAX_DOLLARS } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFilteredWinesPages } from '../api/getFilteredWines';
import { InfiniteWineGrid } from '../components/InfiniteWineGrid';
import { WineFiltersPanel } from '../components/WineFiltersPanel';
import { SHOP_SORTS, shopViewOf, shopViewParams, type ShopView, type WineFilters, type WineSort } from '../wineFilters';
import { wineCount } from '../wineCount';

const countFilters = (filters: WineFilters) =>
  Object.values(filters.attributes).reduce((sum, values) => sum + values.length, 0) +
  (filters.price[0] > 0 || filters.price[1] < PRICE_FILTER_MAX_DOLLARS ? 1 : 0) +
  (filters.minRating !== null ? 1 : 0);

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
  const wines = useMemo(() => pages.data?.pages.flatMap((page) => page.categories), [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const activeCount = countFilters(filters);
  // The side panel's forty checkboxes are drawn only where they show; small screens use the drawer.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: { xs: 2, md: 3 }, gap: 2 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
            {Text.shopWines}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }} aria-live="polite">
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
        <Button
          variant="outlined"
          onClick={() => setDrawerOpen(true)}
          startIcon={
            <Badge badgeContent={activeCount} color="primary">
              <TuneIcon />
            </Badge>
          }
          // The brand colour on the page's tinted background is just under 4.5:1; the darker shade passes.
          sx={{ display: { md: 'none' }, color: 'primary.dark' }}
        >
          Filters
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' }, gap: 4, alignItems: 'start' }}>
        {wide ? (
          <Box component="aside" sx={{ position: 'sticky', top: 110, maxHeight: 'calc(100vh - 130px)', overflowY: 'auto', pr: 1 }}>
            <WineFiltersPanel idPrefix="shop-side" value={filters} onChange={setFilters} />
          </Box>
        ) : null}
        <InfiniteWineGrid
          wines={pages.isError ? [] : wines}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          emptyText={Text.noWinesFound}
          label="Wines"
        />
      </Box>
      <Drawer anchor="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: 300, p: 2 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close filters" onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <WineFiltersPanel idPrefix="shop-drawer" value={filters} onChange={setFilters} />
        <Button variant="contained" fullWidth onClick={() => setDrawerOpen(false)} sx={{ mt: 1 }}>
          Show wines
        </Button>
      </Drawer>
    </Container>
  );
}
