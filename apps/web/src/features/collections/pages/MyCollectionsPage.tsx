import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CollectionsIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import { COLORS, type Collection, type Color } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useMyCollections } from '../../../lib/collections';
import { errorMessageOf } from '../../../lib/http';
import { fetchOwnUser, useUpdateOwnUser } from '../../../lib/ownUser';
import { isAdmin, isApprovedSommelier, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDeleteCollection, useUpdateCollection } from '../api/collectionWrites';
import { CollectionFormDialog } from '../components/CollectionFormDialog';
import type { CollectionAction } from '../components/CollectionMenu';
import { LikedWinesByColour } from '../components/LikedWinesByColour';
import { MyCollectionCard } from '../components/MyCollectionCard';
import { QrCodeDialog } from '../components/QrCodeDialog';

type TabValue = 'mine' | Color;

type OpenDialog =
  | { kind: 'new' }
  | { kind: 'edit'; collection: Collection }
  | { kind: 'qr'; collection: Collection }
  | { kind: 'delete'; collection: Collection }
  | null;

function EmptyCollections({ onNew }: { onNew: () => void }) {
  return (
    <Paper variant="outlined" sx={{ py: { xs: 5, md: 8 }, px: 3, textAlign: 'center', borderRadius: 2, borderStyle: 'dashed' }}>
      <CollectionsIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
      <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 1 }}>
        {Text.createFirstCollection}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {Text.createFirstCollectionHint}
      </Typography>
      <Button variant="contained" size="large" onClick={onNew}>
        {Text.newCollection}
      </Button>
    </Paper>
  );
}

/** My Collections (/my-collection, spec 001 §2.8): approved sommeliers' collections and liked wines by colour. */
export default function MyCollectionsPage() {
  useDocumentTitle(Text.myCollections);
  const session = useSession();
  const approved = isApprovedSommelier(session?.user);

  if (!approved) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 2 }}>
          {Text.myCollections}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Collections are curated by approved sommeliers. Apply to become one to create your own.
        </Typography>
        <Button component={RouterLink} to={paths.profile} variant="contained">
          {Text.profileTitle}
        </Button>
      </Container>
    );
  }
  return <MyCollections />;
}

function MyCollections() {
  const session = useSession();
  const user = session?.user;
  const admin = isAdmin(user);
  const [tab, setTab] = useState<TabValue>('mine');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const collections = useMyCollections();
  const updateCollection = useUpdateCollection();
  const deleteCollection = useDeleteCollection();
  const updateUser = useUpdateOwnUser();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const featuredId = user?.customData.featuredCollection?._id ?? null;
  const list = collections.data?.categories;

  const fail = (error: unknown) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' });
  const settle = () => setBusyId(null);

  const setFeatured = (collection: Collection | null, id: string) => {
    if (!user) return;
    setBusyId(id);
    updateUser.mutate(
      { id: user.id, changes: { customData: { featuredCollection: collection ? { _id: collection._id, title: collection.title } : null } } },
      {
        onSuccess: () => enqueueSnackbar(collection ? 'Marked as featured collection' : 'Removed from featured', { variant: 'success' }),
        onError: fail,
        onSettled: settle,
      },
    );
  };

  const onAction = (collection: Collection, action: CollectionAction) => {
    if (action === 'edit') setDialog({ kind: 'edit', collection });
    else if (action === 'qr') setDialog({ kind: 'qr', collection });
    else if (action === 'delete') setDialog({ kind: 'delete', collection });
    else if (action === 'feature') setFeatured(collection, collection._id);
    else if (action === 'unfeature') setFeatured(null, collection._id);
    else {
      setBusyId(collection._id);
      updateCollection.mutate(
        { id: collection._id, changes: { customData: { [action.flag]: action.value } } },
        { onSuccess: () => enqueueSnackbar(Text.collectionUpdated, { variant: 'success' }), onError: fail, onSettled: settle },
      );
    }
  };

  const confirmDelete = (collection: Collection) => {
    setBusyId(collection._id);
    deleteCollection.mutate(collection._id, {
      onSuccess: () => {
        setDialog(null);
        enqueueSnackbar('Collection deleted', { variant: 'success' });
        // The server clears a deleted collection from the featured spot: reload the user record.
        if (user && featuredId === collection._id) {
          void fetchOwnUser(user.id).then((fresh) => queryClient.setQueryData(['users', user.id], fresh));
        }
      },
      onError: fail,
      onSettled: settle,
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {Text.myCollections}
        </Typography>
        {tab === 'mine' && list && list.length > 0 ? (
          <Button variant="contained" onClick={() => setDialog({ kind: 'new' })}>
            {Text.newCollection}
          </Button>
        ) : null}
      </Box>
      <Tabs
        value={tab}
        onChange={(_event: SyntheticEvent, value: TabValue) => setTab(value)}
        variant="scrollable"
        aria-label={Text.myCollections}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: { xs: 64, sm: 90 }, px: { xs: 1.5, sm: 2 } } }}
      >
        <Tab value="mine" label={Text.myCollectionTab} />
        {COLORS.map((colour) => (
          <Tab key={colour} value={colour} label={colour} />
        ))}
      </Tabs>

      {tab !== 'mine' ? (
        <LikedWinesByColour key={tab} colour={tab} />
      ) : !list ? (
        collections.isError ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {Text.noCollection}
          </Typography>
        ) : (
          <Stack spacing={3} aria-busy="true" aria-label="Collections, loading">
            {Array.from({ length: 2 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={260} />
            ))}
          </Stack>
        )
      ) : list.length === 0 ? (
        <EmptyCollections onNew={() => setDialog({ kind: 'new' })} />
      ) : (
        <Stack spacing={3}>
          {list.map((collection) => (
            <MyCollectionCard
              key={collection._id}
              collection={collection}
              featured={featuredId === collection._id}
              admin={admin}
              busy={busyId === collection._id}
              onAction={(action) => onAction(collection, action)}
            />
          ))}
        </Stack>
      )}

      {dialog?.kind === 'new' ? <CollectionFormDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <CollectionFormDialog collection={dialog.collection} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'qr' ? <QrCodeDialog collection={dialog.collection} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <Dialog open onClose={() => setDialog(null)} aria-labelledby="delete-collection-title">
          <DialogTitle id="delete-collection-title">Delete collection?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              &ldquo;{dialog.collection.title}&rdquo; will be removed with its list of wines. The wines themselves stay in the shop.
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setDialog(null)} disabled={busyId !== null}>
              {Text.cancel}
            </Button>
            <Button color="error" variant="contained" onClick={() => confirmDelete(dialog.collection)} disabled={busyId !== null}>
              {busyId !== null ? Text.deleting : 'Delete'}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Container>
  );
}
