import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeedPost } from '@wine/contract/feed';
import { paths } from '@wine/contract/routes';
import { formatPostDate } from '../../lib/dates';
import { CardCover, CardSkeleton } from './cardParts';

interface Props {
  post: FeedPost;
  eager?: boolean;
  /** The title's heading level: h2 when the cards sit right under the page's h1. */
  titleAs?: 'h2' | 'h3';
}

/** The cover of a post: its first image attachment, else its imageUrl. */
export const postCover = (post: FeedPost): string | null => post.attachments[0]?.url ?? post.imageUrl;

/** A Wine Talks card: cover, title, author and date; opens /wine-tips/{feedId}/{title-with-dashes}. */
export function PostCard({ post, eager = false, titleAs = 'h3' }: Props) {
  const cover = postCover(post);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.wineTip(post.feedId, post.title)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardCover src={cover} ratio="40 / 21" width={1200} height={630} eager={eager} />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
          <Typography
            component={titleAs}
            sx={{ fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.7em' }}
          >
            {post.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto' }}>
            <Avatar src={post.user.profilePicture ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: '0.8rem', bgcolor: 'primary.main' }}>
              {post.user.name.charAt(0)}
            </Avatar>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {post.user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="time" dateTime={post.createdAt} sx={{ ml: 'auto !important', whiteSpace: 'nowrap' }}>
              {formatPostDate(post.createdAt)}
            </Typography>
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <CardSkeleton ratio="40 / 21">
      <Box sx={{ p: 2 }}>
        <Skeleton width="90%" height={26} />
        <Skeleton width="60%" height={26} />
        <Skeleton width="50%" sx={{ mt: 1 }} />
      </Box>
    </CardSkeleton>
  );
}
