import Box from '@mui/material/Box';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { HOME_TRENDING_LIMIT, useTrendingCollections } from '../api/getTrendingCollections';
import { CollectionCard, CollectionCardSkeleton } from './CollectionCard';
import { HomeSection } from '../../../components/ui/HomeSection';
import { SectionTitle } from '../../../components/ui/SectionTitle';

export const collectionGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Home section 5: four trending collections (spec 000 §2.3, §9). */
export function TrendingSection() {
  const trending = useTrendingCollections(HOME_TRENDING_LIMIT);
  if (trending.isError || trending.data?.categories.length === 0) return null;
  return (
    <HomeSection labelledBy="home-trending-title">
      <SectionTitle id="home-trending-title" to={paths.trendingCollections}>
        {Text.trendingCollections}
      </SectionTitle>
      <Box sx={collectionGridSx} role="list" aria-label={Text.trendingCollections} aria-busy={trending.isPending}>
        {trending.data
          ? trending.data.categories.map((collection) => (
              <Box role="listitem" key={collection._id} sx={{ minWidth: 0 }}>
                <CollectionCard collection={collection} />
              </Box>
            ))
          : Array.from({ length: HOME_TRENDING_LIMIT }, (_, index) => (
              <Box role="listitem" key={index}>
                <CollectionCardSkeleton />
              </Box>
            ))}
      </Box>
    </HomeSection>
  );
}
