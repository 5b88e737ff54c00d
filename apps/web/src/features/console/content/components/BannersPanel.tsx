import { useState } from 'react';
import { useSnackbar } from '../../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPost, BannerCreateBody } from '@wine/contract/admin/posts';
import { errorMessageOf } from '../../../../lib/http';
import { useSaveBanner } from '../api/posts';
import { AdminBannerFormDialog } from './AdminBannerFormDialog';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { ListBody } from '../../shared/components/ListStates';
import { NewRecordButton, useRecordEditor } from '../../shared/components/recordEditor';
import { StatusChip, STATUS_LABELS, Thumbnail, usePostList } from './postLists';

/** The home page's banners: create, edit, show and hide. */
export function BannersPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const { posts, status, statusFilter, pager } = usePostList('banner');
  const save = useSaveBanner();
  const editor = useRecordEditor<AdminPost, BannerCreateBody, AdminPost>(save, (_saved, created) => (created ? 'The banner was created' : 'The banner was saved'));
  const [deactivating, setDeactivating] = useState<AdminPost | null>(null);

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
          <NewRecordButton onClick={() => editor.open('new')}>New banner</NewRecordButton>
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
                  <Button size="small" onClick={() => editor.open(banner)} aria-label={`Edit banner ${banner.title}`}>
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
      {editor.isOpen ? (
        <AdminBannerFormDialog banner={editor.record} saving={save.isPending} error={save.error} onClose={editor.close} onSave={editor.submit} />
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
