import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Timing } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { PRODUCT_CARD_WIDTH, ProductCard } from '../../../components/ui/ProductCard';
import { ProductCardSkeleton } from '../../../components/ui/ProductCardSkeleton';
import { usePicksCollection } from '../api/getPicksCollection';
import { HomeSection } from '../../../components/ui/HomeSection';
import { SectionTitle } from '../../../components/ui/SectionTitle';

/** Home section 4: the curated picks collection, shown about 500 ms after load (spec 000 §2.3). */
export function PicksSection() {
  const picks = usePicksCollection();
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDelayPassed(true), Timing.picksDelay);
    return () => window.clearTimeout(timer);
  }, []);

  // No picks collection (or it failed to load): the section is left out, as the spec shows nothing.
  if (picks.isError || (picks.isSuccess && !picks.data)) return null;
  const collection = delayPassed ? picks.data : undefined;

  return (
    <HomeSection labelledBy="home-picks-title">
      {collection ? (
        <>
          <SectionTitle id="home-picks-title" to={paths.picksCollection(collection._id)}>
            {collection.title}
          </SectionTitle>
          {collection.description ? (
            <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }} noWrap>
              {collection.description}
            </Typography>
          ) : null}
          <HorizontalScroller label={collection.title}>
            {(collection.children ?? []).map((wine) => (
              <Box key={wine._id} sx={{ width: PRODUCT_CARD_WIDTH, height: '100%' }}>
                <ProductCard wine={wine} affiliateId={collection.affiliateId} />
              </Box>
            ))}
          </HorizontalScroller>
        </>
      ) : (
        <>
          <Typography id="home-picks-title" variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.9rem' }, mb: 2 }}>
            <Skeleton width={220} />
          </Typography>
          <Skeleton variant="text" width="50%" sx={{ mt: -1, mb: 2 }} />
          <Box sx={{ display: 'flex', gap: 2, overflow: 'hidden', pb: 1 }}>
            {Array.from({ length: 6 }, (_, index) => (
              <Box key={index} sx={{ width: PRODUCT_CARD_WIDTH, flex: '0 0 auto' }}>
                <ProductCardSkeleton />
              </Box>
            ))}
          </Box>
        </>
      )}
    </HomeSection>
  );
}
