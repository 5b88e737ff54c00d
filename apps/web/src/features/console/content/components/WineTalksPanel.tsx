import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPost } from '@wine/contract/admin/posts';
import { paths } from '@wine/contract/routes';
import { formatPostDate } from '../../../../lib/dates';
import { useSetPostVisibility } from '../api/posts';
import { ReasonDialog } from '../../../../components/ui/ReasonDialog';
import { ListBody } from '../../shared/components/ListStates';
import { StatusChip, STATUS_LABELS, Thumbnail, usePostList } from './postLists';

/** Wine Talks moderation: open a post, show or hide it. */
export function WineTalksPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const { posts, status, statusFilter, pager } = usePostList('wineTalks');
  const visibility = useSetPostVisibility();
  const [changing, setChanging] = useState<AdminPost | null>(null);

  const close = () => {
    setChanging(null);
    visibility.reset();
  };
  const confirm = (reason: string) => {
    if (!changing) return;
    const isActive = !changing.isActive;
    visibility.mutate(
      { id: changing._id, isActive, reason },
      {
        onSuccess: () => {
          enqueueSnackbar(isActive ? `“${changing.title}” is shown again` : `“${changing.title}” was hidden`, { variant: 'success' });
          close();
        },
      },
    );
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          Sommeliers&apos; posts. A hidden post leaves Wine Talks and its page; the reason is kept in the audit log.
        </Typography>
        {statusFilter}
      </Stack>
      <ListBody
        query={posts}
        what="the posts"
        loading={{ rows: 4, height: 80 }}
        isEmpty={(data) => data.posts.length === 0}
        empty={status === 'all' ? 'No Wine Talks post yet.' : `No ${STATUS_LABELS[status].toLowerCase()} post.`}
      >
        {(data) => (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Wine Talks posts">
            {data.posts.map((post) => (
              <Paper key={post._id} variant="outlined" component="li" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
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
                <Button size="small" color={post.isActive ? 'error' : 'primary'} onClick={() => setChanging(post)} aria-label={`${post.isActive ? 'Hide' : 'Show'} post ${post.title}`}>
                  {post.isActive ? 'Hide' : 'Show again'}
                </Button>
              </Paper>
            ))}
          </Stack>
        )}
      </ListBody>
      {pager}
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
