import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import LibraryAddIcon from '@mui/icons-material/LibraryAddOutlined';
import type { Wine } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { needsFailureToast, useCartLine, useSetCartQuantity } from '../../lib/cart';
import { useWineLike } from '../../lib/likes';
import { isApprovedSommelier, useSession } from '../../lib/session';
import { copyText, wineShareUrl } from '../../lib/share';
import { stockNote } from '../../lib/stock';
import { Price } from './Price';
import { StarAverage } from './StarAverage';
import { WineImage } from './WineImage';
import { MatchedTitle, type TitleMatches } from './MatchedTitle';

// Loaded on first use, so that pages showing cards do not ship the dialog up front.
const AddToCollectionDialog = lazy(() => import('./AddToCollectionDialog'));

export interface ProductCardProps {
  wine: Wine;
  affiliateId?: string | null;
  showAddToCart?: boolean;
  onUnliked?: (wineId: string) => void;
  /** Load the picture at once: the card is at the top of its page, likely its largest paint. */
  eager?: boolean;
  /** The title's words a search matched, marked. */
  titleMatches?: TitleMatches;
}

/** Card width in horizontal rows; in grids the card fills its cell. */
export const PRODUCT_CARD_WIDTH = 230;
export const PRODUCT_IMAGE_HEIGHT = 200;

/**
 * A wine in a list (spec 000 §2.9): image, title, producer, price and rating, heart; Add to Cart for shoppers
 * (or when `showAddToCart`), which becomes Go to Cart; Add to collection and Share for approved
 * sommeliers.
 */
export function ProductCard({ wine, affiliateId = null, showAddToCart = true, onUnliked, eager = false, titleMatches }: ProductCardProps) {
  const session = useSession();
  const approved = isApprovedSommelier(session?.user);
  const like = useWineLike(wine._id, onUnliked);
  const inCart = useCartLine(wine._id);
  const setQuantity = useSetCartQuantity();
  const { enqueueSnackbar } = useSnackbar();
  const [collectionsOpen, setCollectionsOpen] = useState(false);
  const [collectionsUsed, setCollectionsUsed] = useState(false);
  const product = wine.customData.product;
  // An API from before issue 32 sends no count: the card then says nothing of stock.
  const stock = product.stock as number | undefined;
  const soldOut = stock !== undefined && stock <= 0;
  const note = stockNote(stock);
  const href = `${paths.wine(wine._id, wine.title)}${affiliateId ? `?utm_source=${encodeURIComponent(affiliateId)}` : ''}`;

  const addToCart = () => {
    setQuantity.mutate(
      { catalogueId: wine._id, quantity: 1, affiliationId: affiliateId },
      {
        onError: (error) => {
          if (needsFailureToast(error)) enqueueSnackbar(Text.orderFailedCard, { variant: 'error' });
        },
      },
    );
  };

  const share = async () => {
    const url = wineShareUrl(wine, affiliateId ?? session?.user.id ?? null);
    const copied = await copyText(url);
    enqueueSnackbar(copied ? 'Link copied' : url, { variant: copied ? 'success' : 'info' });
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={wine.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 1.5, gap: 1, position: 'relative', borderRadius: 2 }}
    >
      <Link component={RouterLink} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
        <WineImage src={wine.iconUrl} alt="" height={PRODUCT_IMAGE_HEIGHT} fill eager={eager} />
      </Link>
      <IconButton
        aria-label={like.liked ? `Unlike ${wine.title}` : `Like ${wine.title}`}
        aria-pressed={like.liked}
        onClick={like.toggle}
        disabled={like.busy}
        size="small"
        sx={{ position: 'absolute', top: 14, right: 14, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#ffffff' } }}
      >
        {like.liked ? <FavoriteIcon sx={{ color: 'primary.main' }} /> : <FavoriteBorderIcon />}
      </IconButton>
      <Link
        component={RouterLink}
        to={href}
        underline="hover"
        color="text.primary"
        sx={{
          fontWeight: 600,
          fontSize: '0.95rem',
          lineHeight: 1.3,
          minHeight: '2.6em',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <MatchedTitle title={wine.title} ranges={titleMatches} />
      </Link>
      <Typography variant="body2" color="text.secondary" noWrap>
        {product.producer ?? '\u00a0'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 1 }}>
        <Price wine={wine} size="small" />
        <StarAverage rating={wine.rating} />
      </Box>
      {note ? (
        <Typography variant="body2" sx={{ fontWeight: 600, color: soldOut ? 'text.secondary' : 'error.dark' }}>
          {note}
        </Typography>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {showAddToCart || !approved ? (
        inCart ? (
          <Button component={RouterLink} to={paths.myCart} variant="outlined" size="small" fullWidth>
            {Text.goToCart}
          </Button>
        ) : (
          <Button variant="contained" size="small" fullWidth onClick={addToCart} disabled={setQuantity.isPending || soldOut}>
            {Text.addToCart}
          </Button>
        )
      ) : null}
      {approved ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 0.5, mx: -0.5 }}>
          <Button
            variant="text"
            size="small"
            startIcon={<LibraryAddIcon />}
            onClick={() => {
              setCollectionsUsed(true);
              setCollectionsOpen(true);
            }}
            sx={{ flex: '1 1 auto', whiteSpace: 'nowrap' }}
          >
            {Text.addToCollection}
          </Button>
          <Button variant="text" size="small" startIcon={<ShareIcon />} onClick={() => void share()} sx={{ flex: '1 1 auto' }}>
            {Text.share}
          </Button>
        </Box>
      ) : null}
      {collectionsUsed ? (
        <Suspense fallback={null}>
          <AddToCollectionDialog wine={wine} open={collectionsOpen} onClose={() => setCollectionsOpen(false)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
