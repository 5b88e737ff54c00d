import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminPost, BannerCreateBody } from '@wine/contract/admin/posts';
import { useSaveBanner } from '../api/posts';
import { AdminBannerFormDialog } from './AdminBannerFormDialog';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { NewRecordButton, useActiveSwitch, useRecordEditor } from '../../shared/components/recordEditor';
import { RowActions, Thumbnail } from '../../shared/components/recordRows';
import { PostList, StatusChip } from './postLists';

/** The home page's banners: create, edit, show and hide. */
export function BannersPanel() {
  const save = useSaveBanner();
  const editor = useRecordEditor<AdminPost, BannerCreateBody, AdminPost>(save, (_saved, created) => (created ? 'The banner was created' : 'The banner was saved'));

  const active = useActiveSwitch<AdminPost>(
    save,
    (_banner, isActive) => (isActive ? 'The banner is back on the home page' : 'The banner was taken off the home page'),
    'The banner could not be changed. Please try again.',
  );

  return (
    <Box>
      <PostList
        topic="banner"
        intro="The home page shows the shown banners, newest first, one every 3 seconds."
        action={<NewRecordButton onClick={() => editor.open('new')}>New banner</NewRecordButton>}
        what="the banners"
        noun="banner"
        emptyAll="No banner yet: the home page shows no carousel until you create one."
        loading={{ rows: 3, height: 96 }}
        label="Banners"
      >
        {(banner) => (
          <>
            <Thumbnail src={banner.attachments[0]?.url} width={192} ratio="16 / 5" />
            <Thumbnail src={banner.attachments[1]?.url} width={60} ratio="1 / 1" />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{banner.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {banner.customData.redirectionUrl ?? 'No link'} · {banner.customData.openIn === 'new_window' ? 'new window' : 'same window'}
              </Typography>
            </Box>
            <StatusChip active={banner.isActive} />
            <RowActions
              name={`banner ${banner.title}`}
              active={banner.isActive}
              verbs={['Hide', 'Show']}
              busy={save.isPending}
              onEdit={() => editor.open(banner)}
              onToggle={() => active.toggle(banner)}
            />
          </>
        )}
      </PostList>
      {editor.isOpen ? (
        <AdminBannerFormDialog banner={editor.record} saving={save.isPending} error={save.error} onClose={editor.close} onSave={editor.submit} />
      ) : null}
      <ConfirmDialog {...active.confirmation} title="Hide this banner?" confirm="Hide banner" destructive>
        “{active.deactivating?.title}” leaves the home page carousel. You can show it again at any time.
      </ConfirmDialog>
    </Box>
  );
}
