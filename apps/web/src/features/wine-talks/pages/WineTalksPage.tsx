import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { PostCard, PostCardSkeleton } from '../../../components/ui/PostCard';
import { isApprovedSommelier, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useWineTalksPages } from '../api/getWineTalks';
import { postGridSx } from '../components/postGrid';

/** New Post (spec 001 §2.13): only approved sommeliers see it, and it opens /create-blog (issue 15). */
function NewPostButton() {
  const session = useSession();
  if (!isApprovedSommelier(session?.user)) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon aria-hidden />} component={RouterLink} to={paths.createBlog}>
      {Text.newPost}
    </Button>
  );
}

/** Wine Talks (/wine-tips): the posts, newest first, 10 at a time. */
export default function WineTalksPage() {
  useDocumentTitle(Text.wineTalks);
  const pages = useWineTalksPages();
  const posts = pages.data?.pages.flatMap((page) => page.feeds);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {Text.wineTalks}
        </Typography>
        <NewPostButton />
      </Box>
      {!posts ? (
        <Box sx={postGridSx} aria-busy="true" aria-label={`${Text.wineTalks}, loading`}>
          {Array.from({ length: 3 }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </Box>
      ) : posts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {pages.isError ? 'The posts could not be loaded. Please try again later.' : 'No posts yet.'}
        </Typography>
      ) : (
        <>
          <Box sx={postGridSx} role="list" aria-label={Text.wineTalks}>
            {posts.map((post, index) => (
              <Box role="listitem" key={post._id} sx={{ minWidth: 0 }}>
                <PostCard post={post} eager={index < 3} titleAs="h2" />
              </Box>
            ))}
          </Box>
          {pages.hasNextPage ? (
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button variant="outlined" size="large" sx={{ color: 'primary.dark', borderColor: 'primary.dark' }} onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Container>
  );
}
