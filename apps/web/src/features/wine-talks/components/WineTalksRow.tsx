import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { PostCard, PostCardSkeleton } from '../../../components/ui/PostCard';
import { SectionTitle } from '../../../components/ui/SectionTitle';
import { useWineTalks } from '../api/getWineTalks';

const CARD_WIDTH = { xs: 270, sm: 320 };
/** Wine Talks shows 3 skeleton cards while loading (spec 000 §2.3, §9). */
const SKELETONS = 3;

/** The home page's Wine Talks row: the 10 newest posts. */
export function WineTalksRow() {
  const posts = useWineTalks();
  if (posts.isError || posts.data?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-wine-talks-title" sx={{ py: { xs: 3, md: 4 } }}>
      <Container maxWidth="lg">
        <SectionTitle id="home-wine-talks-title" to={paths.wineTips}>
          {Text.wineTalks}
        </SectionTitle>
        {posts.data ? (
          <HorizontalScroller label={Text.wineTalks}>
            {posts.data.map((post) => (
              <Box key={post._id} sx={{ width: CARD_WIDTH, height: '100%' }}>
                <PostCard post={post} />
              </Box>
            ))}
          </HorizontalScroller>
        ) : (
          <Box aria-busy="true" aria-label={`${Text.wineTalks}, loading`} sx={{ display: 'flex', gap: 2, overflow: 'hidden', pb: 1 }}>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <Box key={index} sx={{ width: CARD_WIDTH, flex: '0 0 auto' }}>
                <PostCardSkeleton />
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
