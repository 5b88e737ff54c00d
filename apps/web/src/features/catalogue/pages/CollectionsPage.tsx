import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMomentCollections } from '../api/getMomentCollections';
import { COLLECTIONS_PAGE_LIMIT, useTrendingCollections } from '../api/getTrendingCollections';
import { CollectionCard, CollectionCardSkeleton } from '../components/CollectionCard';

/** Two-column grid of collection cards, 100 per fetch, 4 skeletons (spec 001 §2.10). */
export default function CollectionsPage() {
  const { name = 'trending' } = useParams();
  // /collections/trending is the home page's link; /collections/moments lists the by-moment ones.
  const moments = name === 'moments';
  const title = moments ? Text.wineByMoments : Text.trendingCollections;
  useDocumentTitle(title);
  const trending = useTrendingCollections(COLLECTIONS_PAGE_LIMIT, !moments);
  const byMoment = useMomentCollections(COLLECTIONS_PAGE_LIMIT, moments);
  const collections = moments ? byMoment : trending;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 3 }}>
        {title}
      </Typography>
      {collections.data?.categories.length === 0 || collections.isError ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          No collections found
        </Typography>
      ) : (
        <Box role="list" aria-label={title} sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1.5, md: 3 } }}>
          {collections.data
            ? collections.data.categories.map((collection, index) => (
                <Box role="listitem" key={collection._id} sx={{ minWidth: 0 }}>
                  <CollectionCard collection={collection} eager={index < 4} />
                </Box>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                <Box role="listitem" key={index}>
                  <CollectionCardSkeleton />
                </Box>
              ))}
        </Box>
      )}
    </Container>
  );
}
