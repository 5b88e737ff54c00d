import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminPost } from '@wine/contract/admin/posts';
import { paths } from '@wine/contract/routes';
import { formatPostDate } from '../../../../lib/dates';
import { useSetPostVisibility } from '../api/posts';
import { ReasonDialog } from '../../../../components/ui/ReasonDialog';
import { PostList, StatusChip } from './postLists';
import { useReasonedChange } from '../../shared/components/recordEditor';
import { Thumbnail } from '../../shared/components/recordRows';

/** Wine Talks moderation: open a post, show or hide it. */
export function WineTalksPanel() {
  const visibility = useSetPostVisibility();
  const { changing, open, close, confirm } = useReasonedChange(
    visibility,
    (post: AdminPost, reason) => ({ id: post._id, isActive: !post.isActive, reason }),
    (post) => (post.isActive ? `“${post.title}” was hidden` : `“${post.title}” is shown again`),
  );

  return (
    <Box>
      <PostList
        topic="wineTalks"
        intro="Sommeliers' posts. A hidden post leaves Wine Talks and its page; the reason is kept in the audit log."
        what="the posts"
        noun="post"
        emptyAll="No Wine Talks post yet."
        loading={{ rows: 4, height: 80 }}
        label="Wine Talks posts"
      >
        {(post) => (
          <>
            <Thumbnail src={post.imageUrl ?? undefined} width={96} ratio="4 / 3" />
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              {post.isActive ? (
                <Link component={RouterLink} to={paths.wineTip(post._id, post.title)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {post.title}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{post.title}</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                by {post.user.name} · {formatPostDate(post.createdAt)}
              </Typography>
            </Box>
            <StatusChip active={post.isActive} />
            <Button size="small" color={post.isActive ? 'error' : 'primary'} onClick={() => open(post)} aria-label={`${post.isActive ? 'Hide' : 'Show'} post ${post.title}`}>
              {post.isActive ? 'Hide' : 'Show again'}
            </Button>
          </>
        )}
      </PostList>
      {changing ? (
        <ReasonDialog
          title={changing.isActive ? 'Hide this post?' : 'Show this post again?'}
          confirm={changing.isActive ? 'Hide post' : 'Show post'}
          destructive={changing.isActive}
          busy={visibility.isPending}
          minLength={3}
          maxLength={500}
          helperText="Kept in the audit log (at least 3 characters)"
          error={visibility.error}
          errorFallback="The post could not be changed. Please try again."
          onConfirm={confirm}
          onClose={close}
        >
          “{changing.title}” by {changing.user.name}
          {changing.isActive ? ' leaves Wine Talks and its page.' : ' comes back to Wine Talks.'}
        </ReasonDialog>
      ) : null}
    </Box>
  );
}
