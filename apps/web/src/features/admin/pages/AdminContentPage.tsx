import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { AdminPost, BannerCreateBody } from '@wine/contract/admin-catalogue';
import { paths } from '@wine/contract/routes';
import { formatPostDate } from '../../../lib/dates';
import { errorMessageOf } from '../../../lib/http';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAdminPosts, useSaveBanner, useSetPostVisibility, type PostStatus, type PostTopic } from '../api/posts';
import { AdminBannerFormDialog } from '../components/AdminBannerFormDialog';
import { AdminPageTitle } from '../components/AdminPageTitle';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListBody } from '../components/ListStates';
import { PAGE_SIZES, Pager } from '../components/Pager';

const TITLE = 'Banners & Wine Talks';
const STATUS_LABELS: Record<PostStatus, string> = { all: 'All', active: 'Shown', hidden: 'Hidden' };

function StatusChip({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? 'Shown' : 'Hidden'} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}

function Thumbnail({ src, width, ratio }: { src: string | undefined; width: number; ratio: string }) {
  return (
    <Box
      component={src ? 'img' : 'div'}
      src={src}
      alt=""
      sx={{ width, aspectRatio: ratio, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eced', flexShrink: 0, display: 'block' }}
    />
  );
}

function usePostList(topic: PostTopic) {
  const [status, setStatus] = useState<PostStatus>('all');
  const [page, setPage] = useState({ skip: 0, limit: PAGE_SIZES[0]! });
  const posts = useAdminPosts(topic, status, page.skip, page.limit);
  const statusFilter = (
    <TextField
      select
      label="Show"
      value={status}
      onChange={(event) => {
        setStatus(event.target.value as PostStatus);
        setPage((current) => ({ ...current, skip: 0 }));
      }}
      size="small"
      sx={{ minWidth: 160 }}
    >
      {(Object.keys(STATUS_LABELS) as PostStatus[]).map((value) => (
        <MenuItem key={value} value={value}>
          {STATUS_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
  const pager = posts.data ? <Pager total={posts.data.total} skip={page.skip} limit={page.limit} onChange={setPage} /> : null;
  return { posts, status, statusFilter, pager };
}

function Banners() {
  const { enqueueSnackbar } = useSnackbar();
  const { posts, status, statusFilter, pager } = usePostList('banner');
  const save = useSaveBanner();
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminPost | null>(null);

  const close = () => {
    setEditing(null);
    save.reset();
  };
  const submit = (body: BannerCreateBody) =>
    save.mutate(editing && editing !== 'new' ? { id: editing._id, body } : { id: null, body }, {
      onSuccess: () => {
        enqueueSnackbar(editing === 'new' ? 'The banner was created' : 'The banner was saved', { variant: 'success' });
        close();
      },
    });
  const setActive = (banner: AdminPost, isActive: boolean) =>
    save.mutate(
      { id: banner._id, body: { isActive } },
      {
        onSuccess: () => {
          enqueueSnackbar(isActive ? 'The banner is back on the home page' : 'The banner was taken off the home page', { variant: 'success' });
          setDeactivating(null);
        },
        onError: (error) => enqueueSnackbar(errorMessageOf(error, 'The banner could not be changed. Please try again.'), { variant: 'error' }),
      },
    );

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          The home page shows the shown banners, newest first, one every 3 seconds.
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {statusFilter}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New banner
          </Button>
        </Stack>
      </Stack>
      <ListBody
        query={posts}
        what="the banners"
        loading={{ rows: 3, height: 96 }}
        isEmpty={(data) => data.posts.length === 0}
        empty={status === 'all' ? 'No banner yet: the home page shows no carousel until you create one.' : `No ${STATUS_LABELS[status].toLowerCase()} banner.`}
      >
        {(data) => (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Banners">
            {data.posts.map((banner) => (
              <Paper key={banner._id} variant="outlined" component="li" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Thumbnail src={banner.attachments[0]?.url} width={192} ratio="16 / 5" />
                <Thumbnail src={banner.attachments[1]?.url} width={60} ratio="1 / 1" />
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{banner.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {banner.customData.redirectionUrl ?? 'No link'} · {banner.customData.openIn === 'new_window' ? 'new window' : 'same window'}
                  </Typography>
                </Box>
                <StatusChip active={banner.isActive} />
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setEditing(banner)} aria-label={`Edit banner ${banner.title}`}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color={banner.isActive ? 'error' : 'primary'}
                    disabled={save.isPending}
                    onClick={() => (banner.isActive ? setDeactivating(banner) : setActive(banner, true))}
                    aria-label={`${banner.isActive ? 'Hide' : 'Show'} banner ${banner.title}`}
                  >
                    {banner.isActive ? 'Hide' : 'Show'}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </ListBody>
      {pager}
      {editing !== null ? (
        <AdminBannerFormDialog banner={editing === 'new' ? null : editing} saving={save.isPending} error={save.error} onClose={close} onSave={submit} />
      ) : null}
      <ConfirmDialog
        open={deactivating !== null}
        title="Hide this banner?"
        confirm="Hide banner"
        destructive
        busy={save.isPending}
        onConfirm={() => deactivating && setActive(deactivating, false)}
        onClose={() => setDeactivating(null)}
      >
        “{deactivating?.title}” leaves the home page carousel. You can show it again at any time.
      </ConfirmDialog>
    </Box>
  );
}

function WineTalks() {
  const { enqueueSnackbar } = useSnackbar();
  const { posts, status, statusFilter, pager } = usePostList('wineTalks');
  const visibility = useSetPostVisibility();
  const [changing, setChanging] = useState<AdminPost | null>(null);
  const [reason, setReason] = useState('');

  const close = () => {
    setChanging(null);
    setReason('');
    visibility.reset();
  };
  const confirm = () => {
    if (!changing) return;
    const isActive = !changing.isActive;
    visibility.mutate(
      { id: changing._id, isActive, reason: reason.trim() },
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
      <ConfirmDialog
        open={changing !== null}
        title={changing?.isActive ? 'Hide this post?' : 'Show this post again?'}
        confirm={changing?.isActive ? 'Hide post' : 'Show post'}
        destructive={changing?.isActive}
        busy={visibility.isPending}
        ready={reason.trim().length >= 3}
        onConfirm={confirm}
        onClose={close}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          “{changing?.title}” by {changing?.user.name}
          {changing?.isActive ? ' leaves Wine Talks and its page.' : ' comes back to Wine Talks.'}
        </Typography>
        <TextField
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText="Kept in the audit log (at least 3 characters)"
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {visibility.isError ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {errorMessageOf(visibility.error, 'The post could not be changed. Please try again.')}
          </Typography>
        ) : null}
      </ConfirmDialog>
    </Box>
  );
}

/** Home banners and Wine Talks moderation (issue 9). */
export default function AdminContentPage() {
  useDocumentTitle(TITLE);
  const [tab, setTab] = useState<PostTopic>('banner');
  return (
    <Box>
      <AdminPageTitle title={TITLE} />
      <Tabs value={tab} onChange={(_event, value: PostTopic) => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tab value="banner" label="Banners" id="tab-banners" aria-controls="panel-banners" />
        <Tab value="wineTalks" label="Wine Talks" id="tab-wine-talks" aria-controls="panel-wine-talks" />
      </Tabs>
      <Box role="tabpanel" id={tab === 'banner' ? 'panel-banners' : 'panel-wine-talks'} aria-labelledby={tab === 'banner' ? 'tab-banners' : 'tab-wine-talks'}>
        {tab === 'banner' ? <Banners /> : <WineTalks />}
      </Box>
    </Box>
  );
}
