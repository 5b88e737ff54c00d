import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import type { CatalogueFacets } from '@wine/contract/catalogue';
import { PRICE_FILTER_MAX_DOLLARS } from '@wine/contract/constants';
import type { FacetAttributeKey } from '@wine/contract/wine-attributes';
import { CountBadge } from '../../../components/ui/CountBadge';
import { wineCount } from '../wineCount';
import type { WineFilters } from '../wineFilters';
import { WineFiltersPanel } from './WineFiltersPanel';

const countFilters = (filters: WineFilters) =>
  Object.values(filters.attributes).reduce((sum, values) => sum + values.length, 0) +
  Object.keys(filters.ranges).length +
  (filters.price[0] > 0 || filters.price[1] < PRICE_FILTER_MAX_DOLLARS ? 1 : 0) +
  (filters.minRating !== null ? 1 : 0);

/** Opens the filter drawer on small screens, with the number of chosen filters on its badge. */
export function FiltersButton({ filters, onClick }: { filters: WineFilters; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      startIcon={
        <CountBadge count={countFilters(filters)}>
          <TuneIcon />
        </CountBadge>
      }
      // The brand colour on the page's tinted background is just under 4.5:1; the darker shade passes.
      sx={{ display: { md: 'none' }, color: 'primary.dark' }}
    >
      Filters
    </Button>
  );
}

interface Props {
  filters: WineFilters;
  onChange: (filters: WineFilters) => void;
  /** The first page's facets; undefined while the next filters' answer loads, or from an API that sends none. */
  facets: CatalogueFacets | undefined;
  /** The list's total, for the drawer's closing button. */
  total: number | undefined;
  /** An attribute the page fixes (a region page's region): the panel leaves it out. */
  fixed?: FacetAttributeKey;
  /** The filters the list is asked with, when the page adds its own to `filters` (the region). */
  asked?: WineFilters;
  idPrefix: string;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  /** The wine grid. */
  children: ReactNode;
}

/**
 * A wine grid with the filter panel: on the left from the md breakpoint, in a drawer below it (the
 * side panel's forty checkboxes are drawn only where they show). The counts of the last answer stay
 * while the next filters' answer loads, so the panel's numbers change in place rather than blink.
 */
export function FilteredWines({ filters, onChange, facets, total, fixed, asked, idPrefix, drawerOpen, onCloseDrawer, children }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [lastFacets, setLastFacets] = useState(facets);
  if (facets && facets !== lastFacets) setLastFacets(facets);
  const shown = facets ?? lastFacets;

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' }, gap: 4, alignItems: 'start' }}>
        {wide ? (
          <Box component="aside" sx={{ position: 'sticky', top: 110, maxHeight: 'calc(100vh - 130px)', overflowY: 'auto', pr: 1 }}>
            <WineFiltersPanel idPrefix={`${idPrefix}-side`} value={filters} onChange={onChange} facets={shown} fixed={fixed} asked={asked} />
          </Box>
        ) : null}
        {children}
      </Box>
      <Drawer anchor="left" open={drawerOpen} onClose={onCloseDrawer} slotProps={{ paper: { sx: { width: 300, p: 2 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close filters" onClick={onCloseDrawer}>
            <CloseIcon />
          </IconButton>
        </Box>
        <WineFiltersPanel idPrefix={`${idPrefix}-drawer`} value={filters} onChange={onChange} facets={shown} fixed={fixed} asked={asked} />
        <Button variant="contained" fullWidth onClick={onCloseDrawer} sx={{ mt: 1 }}>
          {total === undefined ? 'Show wines' : `Show ${wineCount(total)}`}
        </Button>
      </Drawer>
    </>
  );
}
