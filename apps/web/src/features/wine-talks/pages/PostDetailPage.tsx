import { Link as RouterLink, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { PostCard, postCover } from '../../../components/ui/PostCard';
import { formatPostDate } from '../../../lib/dates';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePost } from '../api/getPost';
import { useWineTalks } from '../api/getWineTalks';
import { AuthorActions } from '../components/AuthorActions';
import { postGridSx } from '../components/postGrid';
import { quillFormatSx } from '../components/richText';
import { MessagePage } from '../../../components/ui/MessagePage';

const OTHER_POSTS = 3;

/** Post content: the server stores only sanitized HTML (DESIGN §7), styled here like an article. */
const contentSx = {
  fontSize: { xs: '1.02rem', md: '1.1rem' },
  lineHeight: 1.75,
  color: 'text.primary',
  overflowWrap: 'break-word',
  '& h1, & h2, & h3': { fontFamily: 'Georgia, "Times New Roman", serif', lineHeight: 1.3, mt: 4, mb: 1.5 },
  '& h1': { fontSize: '1.8rem' },
  '& h2': { fontSize: '1.5rem' },
  '& h3': { fontSize: '1.25rem' },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': { borderLeft: '4px solid', borderColor: 'primary.main', pl: 2, ml: 0, color: 'text.secondary', fontStyle: 'italic' },
  ...quillFormatSx,
} as const;

/** A Wine Talks post (/wine-tips/{feedId}/{title}, spec 001 §2.13): author, date, cover, title, content, other posts. */
export default function PostDetailPage() {
  const { data: feedId = '' } = useParams();
  const post = usePost(feedId);
  const others = useWineTalks();
  const session = useSession();
  useDocumentTitle(post.data?.title ?? Text.wineTalks);

  if (post.isError) {
    const missing = post.error instanceof ApiError && (post.error.httpStatus === 404 || post.error.httpStatus === 400);
    return <MessagePage title={missing ? 'This post could not be found' : 'Something went wrong, please try again later.'} back={{ to: paths.wineTips, label: Text.wineTalks }} />;
  }

  const data = post.data;
  const cover = data ? postCover(data) : null;
  const otherPosts = (others.data ?? []).filter((other) => other.feedId !== feedId).slice(0, OTHER_POSTS);

  return (
    <Box sx={{ pb: { xs: 5, md: 8 } }}>
      <Container maxWidth="md" component="article" sx={{ pt: { xs: 3, md: 5 } }} aria-busy={!data}>
        {data ? (
          <>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2, mb: 2 }}>
              {data.title}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
              <Avatar src={data.user.profilePicture ?? undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'primary.main' }}>
                {data.user.name.charAt(0)}
              </Avatar>
              <Box>
                <Link component={RouterLink} to={paths.sommelier(data.user._id, data.user.name)} state={{ id: data.user._id }} underline="hover" sx={{ fontWeight: 600, color: 'primary.dark' }}>
                  {data.user.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  Published <time dateTime={data.createdAt}>{formatPostDate(data.createdAt)}</time>
                </Typography>
              </Box>
              {session?.user.id === data.user._id ? <AuthorActions post={data} /> : null}
            </Stack>
          </>
        ) : (
          <Box aria-hidden>
            <Skeleton height={64} width="85%" />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
              <Skeleton variant="circular" width={44} height={44} />
              <Skeleton width={160} />
            </Stack>
          </Box>
        )}
        <Box sx={{ aspectRatio: '40 / 21', borderRadius: 2, overflow: 'hidden', bgcolor: '#efe6e7', mb: 3 }}>
          {cover ? (
            <Box component="img" src={cover} alt="" width={1200} height={630} fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : null}
        </Box>
        {data ? (
          // Sanitized by the server when stored (DESIGN §7): rendered only from that form.
          <Box sx={contentSx} dangerouslySetInnerHTML={{ __html: data.content }} />
        ) : (
          <Box aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width={index % 3 === 2 ? '70%' : '100%'} />
            ))}
          </Box>
        )}
      </Container>
      {otherPosts.length > 0 ? (
        <Container maxWidth="lg" component="section" aria-labelledby="other-posts" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="other-posts" variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.8rem' }, mb: 2 }}>
            More {Text.wineTalks}
          </Typography>
          <Box sx={postGridSx} role="list" aria-label={`More ${Text.wineTalks}`}>
            {otherPosts.map((other) => (
              <Box role="listitem" key={other._id} sx={{ minWidth: 0 }}>
                <PostCard post={other} />
              </Box>
            ))}
          </Box>
        </Container>
      ) : null}
    </Box>
  );
}
