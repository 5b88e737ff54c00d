import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Wine } from '@wine/contract/catalogue';
import type { TitleMatches } from './MatchedTitle';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

interface Props extends Omit<ProductCardProps, 'wine' | 'titleMatches'> {
  /** Per wine id, its title's words a search matched. */
  titleMatches?: Readonly<Record<string, TitleMatches>>;
  wines: Wine[] | undefined;
  /** While true (or while `wines` is undefined) skeletons fill the grid. */
  loading?: boolean;
  skeletons?: number;
  /** Shown when the list loaded empty, e.g. 'No wines found'. */
  emptyText: string;
  /** The next page is loading (an infinite list): skeletons of it follow the cards. */
  loadingMore?: boolean;
  label: string;
}

export const wineGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Skeletons of the next page while it loads: a row on the widest layout. */
const MORE_SKELETONS = 4;

/** The grid's first row on the widest layout, two on a phone: in view when the page opens. */
const EAGER_CARDS = 4;

/** A responsive grid of product cards with skeletons and the empty state. */
export function WineGrid({ wines, loading = false, skeletons = 8, emptyText, loadingMore = false, label, titleMatches, ...cardProps }: Props) {
  if (!wines || (loading && wines.length === 0)) {
    return (
      <Box sx={wineGridSx} aria-busy="true" aria-label={`${label}, loading`}>
        {Array.from({ length: skeletons }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (wines.length === 0) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box sx={wineGridSx} role="list" aria-label={label}>
      {wines.map((wine, index) => (
        <Box role="listitem" key={wine._id} sx={{ minWidth: 0 }}>
          <ProductCard wine={wine} eager={index < EAGER_CARDS} titleMatches={titleMatches?.[wine._id]} {...cardProps} />
        </Box>
      ))}
      {loadingMore
        ? Array.from({ length: MORE_SKELETONS }, (_, index) => (
            <Box role="listitem" key={`more-${index}`}>
              <ProductCardSkeleton />
            </Box>
          ))
        : null}
    </Box>
  );
}
