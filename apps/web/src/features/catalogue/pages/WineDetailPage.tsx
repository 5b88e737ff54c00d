import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { paths } from '@wine/contract/routes';
import { stockNote } from '@wine/contract/stock';
import { Text } from '@wine/contract/texts';
import { attributeText, INFO_GRID_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { DeferredSection } from '../../../components/ui/DeferredSection';
import { Price } from '../../../components/ui/Price';
import { StarAverage } from '../../../components/ui/StarAverage';
import { WineImage } from '../../../components/ui/WineImage';
import { needsFailureToast, useCartLine, useSetCartQuantity } from '../../../lib/cart';
import { ApiError } from '../../../lib/http';
import { useWineLike } from '../../../lib/likes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useWine } from '../api/getWine';
import { BackInStockButton } from '../BackInStockButton';
import { QuantityStepper } from '../components/QuantityStepper';

const IMAGE_HEIGHT = 460;
/** On a phone the bottle leaves room for the price and Add to Cart on the first screen (390x844, issue 29). */
const PHONE_IMAGE_HEIGHT = 150;
const bottleWidth = (height: number) => Math.round((height * 2) / 3);

/** "More like this" is below the fold: its code and its call wait until it nears the viewport. */
const loadSimilar = (wineId: string) => () =>
  import('../components/SimilarWines').then(({ SimilarWines }) => ({ default: () => <SimilarWines wineId={wineId} /> }));

/** "Ratings & reviews", below it, likewise. */
const loadReviews = (wineId: string) => () =>
  import('../components/WineReviews').then(({ WineReviews }) => ({ default: () => <WineReviews wineId={wineId} /> }));

/**
 * The info grid (spec 000 §2.8): the code, then the attributes; a missing value shows N/A unless its
 * row is shown only when set ("Pairs with" lists the foods by their labels).
 */
function infoRows(wine: Wine): [string, string][] {
  const product = wine.customData.product;
  const rows: [string, string][] = [['Code', product.code ?? '']];
  for (const attribute of INFO_GRID_ATTRIBUTES) {
    const text = attributeText(attribute.value, product[attribute.wireKey]).trim();
    if (text || !('whenSet' in attribute.infoGrid)) rows.push([attribute.infoGrid.label, text]);
  }
  return rows.map(([label, text]) => [label, text || Text.notAvailable]);
}

function CartControls({ wine, affiliationId }: { wine: Wine; affiliationId: string | null }) {
  const line = useCartLine(wine._id);
  const setQuantity = useSetCartQuantity();
  const { enqueueSnackbar } = useSnackbar();
  const [quantity, setLocalQuantity] = useState(1);
  const shown = line?.quantity ?? quantity;

  const send = (next: number) =>
    setQuantity.mutate(
      { catalogueId: wine._id, quantity: next, affiliationId: line?.affiliation.id ?? affiliationId },
      {
        onError: (error) => {
          if (!needsFailureToast(error)) return;
          // A wine sold meanwhile is said as the shop says it, naming the wine.
          const said = error instanceof ApiError && (line || error.errorCode === ErrorCode.NOT_ENOUGH_STOCK);
          enqueueSnackbar(said ? error.errorMessage : Text.orderFailedWine, { variant: 'error' });
        },
      },
    );

  const stock = wine.customData.product.stock;
  const note = stockNote(stock);
  const soldOut = stock <= 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {note ? (
        <Typography data-testid="stock-note" sx={{ fontWeight: 700, color: soldOut ? 'error.main' : 'warning.dark' }}>
          {note}
        </Typography>
      ) : null}
      {/* The row wraps: a sold-out wine's "Tell me when it's back" sits beside its disabled Add to Cart. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <QuantityStepper
          label={`Quantity of ${wine.title}`}
          value={shown}
          max={stock}
          disabled={setQuantity.isPending || (soldOut && !line)}
          onChange={(next) => {
            // With the wine in the cart, a change updates the order at once (spec 000 §4).
            if (line) send(next);
            else setLocalQuantity(next);
          }}
        />
        {line ? (
          <Button component={RouterLink} to={paths.myCart} variant="outlined" size="large">
            {Text.viewInCart}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={() => send(Math.min(quantity, stock))} disabled={setQuantity.isPending || soldOut}>
            {Text.addToCart}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function LikeButton({ wine }: { wine: Wine }) {
  const like = useWineLike(wine._id);
  return (
    <IconButton
      aria-label={like.liked ? `Unlike ${wine.title}` : `Like ${wine.title}`}
      aria-pressed={like.liked}
      onClick={like.toggle}
      disabled={like.busy}
      sx={{ border: 1, borderColor: 'divider' }}
    >
      {like.liked ? <FavoriteIcon sx={{ color: 'primary.main' }} /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

function WineDetailSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }} aria-busy="true" aria-label="Loading wine">
      <Skeleton variant="rounded" sx={{ height: { xs: PHONE_IMAGE_HEIGHT, md: IMAGE_HEIGHT } }} />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2.2rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="30%" sx={{ fontSize: '1.6rem' }} />
        <Skeleton variant="rounded" height={48} width={320} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    </Box>
  );
}

/** Wine detail (spec 000 §2.8): /wine/{id}/{title}, with an optional utm_source affiliate id. */
export default function WineDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const affiliationId = params.get('utm_source') || null;
  const wine = useWine(id);
  useDocumentTitle(wine.data?.title ?? 'Wine');

  const notFound = wine.isError && wine.error instanceof ApiError && (wine.error.httpStatus === 404 || wine.error.httpStatus === 400);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {wine.data ? <WineDetail wine={wine.data} affiliationId={affiliationId} /> : wine.isError ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {notFound ? 'This wine is no longer available.' : 'This wine could not be loaded. Please try again.'}
        </Typography>
      ) : (
        <WineDetailSkeleton />
      )}
    </Container>
  );
}

function WineDetail({ wine, affiliationId }: { wine: Wine; affiliationId: string | null }) {
  const product = wine.customData.product;
  const similar = useMemo(() => loadSimilar(wine._id), [wine._id]);
  const reviews = useMemo(() => loadReviews(wine._id), [wine._id]);
  return (
    <Box component="article" aria-labelledby="wine-title">
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <Box
          sx={{
            bgcolor: '#f4eeec',
            borderRadius: 2,
            p: { xs: 1, md: 2 },
            display: 'flex',
            justifyContent: 'center',
            // Doubled `&` outranks the picture's own size (one class each, and the picture's comes later).
            '&& > *': { height: { xs: PHONE_IMAGE_HEIGHT, md: IMAGE_HEIGHT }, width: { xs: bottleWidth(PHONE_IMAGE_HEIGHT), md: bottleWidth(IMAGE_HEIGHT) } },
          }}
        >
          <WineImage src={wine.iconUrl} alt={wine.title} height={IMAGE_HEIGHT} eager />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
            <Typography id="wine-title" variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.3rem' }, flexGrow: 1 }}>
              {wine.title}
            </Typography>
            <LikeButton wine={wine} />
          </Box>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
            {product.producer ?? Text.notAvailable}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
            <Price wine={wine} size="large" />
            <StarAverage rating={wine.rating} />
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Available size:{' '}
              </Box>
              {product.volume_in_ml !== null ? `${product.volume_in_ml} ml` : Text.notAvailable}
            </Typography>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Size:{' '}
              </Box>
              {product.size ?? Text.notAvailable}
            </Typography>
          </Box>
          <CartControls wine={wine} affiliationId={affiliationId} />
          {product.stock === 0 ? <BackInStockButton wineId={wine._id} /> : null}
          <Divider sx={{ my: 1 }} />
          <Box
            component="dl"
            aria-label="Wine details"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 2 }}
          >
            {infoRows(wine).map(([label, value]) => (
              <Box key={label} data-testid={`info-${label}`}>
                <Typography component="dt" variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="about-wine-title" sx={{ mt: { xs: 4, md: 6 } }}>
        <Typography id="about-wine-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 1.5 }}>
          {Text.aboutThisWine}
        </Typography>
        {product.tastingNotes ? (
          <Box
            // The tasting notes are sanitized by the server when stored (DESIGN §7).
            dangerouslySetInnerHTML={{ __html: product.tastingNotes }}
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: { xs: 2, md: 3 },
              lineHeight: 1.7,
              '& p': { mt: 0, mb: 1.5 },
              '& ul, & ol': { pl: 3, mb: 0 },
              '& a': { color: 'primary.dark' },
              '& img': { maxWidth: '100%', height: 'auto' },
            }}
          />
        ) : (
          <Typography color="text.secondary">{Text.notAvailable}</Typography>
        )}
      </Box>
      <DeferredSection key={wine._id} load={similar} minHeight={{ xs: 560, md: 420 }} />
      <DeferredSection key={`${wine._id}-reviews`} load={reviews} minHeight={{ xs: 480, md: 320 }} />
    </Box>
  );
}
