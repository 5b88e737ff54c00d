import Box from '@mui/material/Box';
import { Text } from '@wine/contract/texts';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { HOME_MOMENTS_LIMIT, useMomentCollections } from '../api/getMomentCollections';
import { CollectionCard, CollectionCardSkeleton } from './CollectionCard';
import { HomeSection } from '../../../components/ui/HomeSection';
import { SectionTitle } from '../../../components/ui/SectionTitle';

const CARD_WIDTH = { xs: 220, md: 270 };

/** Home section 6: collections by moment, 10 of them, in a horizontal row (spec 000 §2.3, §9). */
export function MomentsSection() {
  const moments = useMomentCollections(HOME_MOMENTS_LIMIT);
  if (moments.isError || moments.data?.categories.length === 0) return null;
  return (
    <HomeSection labelledBy="home-moments-title">
      <SectionTitle id="home-moments-title">{Text.wineByMoments}</SectionTitle>
      {moments.data ? (
        <HorizontalScroller label={Text.wineByMoments}>
          {moments.data.categories.map((collection) => (
            <Box key={collection._id} sx={{ width: CARD_WIDTH, height: '100%' }}>
              <CollectionCard collection={collection} />
            </Box>
          ))}
        </HorizontalScroller>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, overflow: 'hidden', pb: 1 }} aria-hidden>
          {Array.from({ length: 5 }, (_, index) => (
            <Box key={index} sx={{ width: CARD_WIDTH, flex: '0 0 auto' }}>
              <CollectionCardSkeleton />
            </Box>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}
