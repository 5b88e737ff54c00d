import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Collection } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { PRODUCT_CARD_WIDTH, ProductCard } from '../../../components/ui/ProductCard';
import { ProductCardSkeleton } from '../../../components/ui/ProductCardSkeleton';

interface Props {
  collections: Collection[] | undefined;
  /** The sommelier: their wines carry their id as the affiliate id (spec 000 §2.9). */
  sommelierId: string;
}

/** My Collections on a sommelier's page: each with its name, description and wines (spec 000 §2.7). */
export function SommelierCollections({ collections, sommelierId }: Props) {
  if (!collections) {
    return (
      <Box aria-busy="true" aria-label="Collections, loading" sx={{ display: 'flex', gap: 2, overflow: 'hidden' }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index} sx={{ width: PRODUCT_CARD_WIDTH, flex: '0 0 auto' }}>
            <ProductCardSkeleton />
          </Box>
        ))}
      </Box>
    );
  }
  if (collections.length === 0) {
    return <Typography color="text.secondary">No collections yet.</Typography>;
  }
  return (
    <Stack spacing={4}>
      {collections.map((collection) => {
        const headingId = `collection-${collection._id}`;
        const wines = collection.children ?? [];
        return (
          <Box key={collection._id} component="article" aria-labelledby={headingId}>
            <Typography id={headingId} component="h3" sx={{ fontFamily: 'Georgia, serif', fontWeight: 600, fontSize: { xs: '1.2rem', md: '1.35rem' } }}>
              <Link component={RouterLink} to={paths.collection(collection._id, collection.title)} color="inherit" underline="hover">
                {collection.title}
              </Link>
            </Typography>
            {collection.description ? (
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5, maxWidth: 760 }}>
                {collection.description}
              </Typography>
            ) : (
              <Box sx={{ mb: 1.5 }} />
            )}
            {wines.length > 0 ? (
              <HorizontalScroller label={collection.title}>
                {wines.map((wine) => (
                  <Box key={wine._id} sx={{ width: { xs: 180, sm: PRODUCT_CARD_WIDTH }, height: '100%' }}>
                    <ProductCard wine={wine} affiliateId={sommelierId} />
                  </Box>
                ))}
              </HorizontalScroller>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No wines in this collection yet.
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
