import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FeedPost } from '@wine/contract/feed';
import { Text } from '@wine/contract/texts';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { PostCard, PostCardSkeleton } from '../../../components/ui/PostCard';

const CARD_WIDTH = { xs: 270, sm: 320 };

/** The sommelier's Wine Talks posts; 3 skeleton cards while they load (spec 000 §9). */
export function SommelierPosts({ posts }: { posts: FeedPost[] | undefined }) {
  if (!posts) {
    return (
      <Box aria-busy="true" aria-label={`${Text.wineTalks}, loading`} sx={{ display: 'flex', gap: 2, overflow: 'hidden' }}>
        {Array.from({ length: 3 }, (_, index) => (
          <Box key={index} sx={{ width: CARD_WIDTH, flex: '0 0 auto' }}>
            <PostCardSkeleton />
          </Box>
        ))}
      </Box>
    );
  }
  if (posts.length === 0) return <Typography color="text.secondary">No posts yet.</Typography>;
  return (
    <HorizontalScroller label={Text.wineTalks}>
      {posts.map((post) => (
        <Box key={post._id} sx={{ width: CARD_WIDTH, height: '100%' }}>
          <PostCard post={post} />
        </Box>
      ))}
    </HorizontalScroller>
  );
}
