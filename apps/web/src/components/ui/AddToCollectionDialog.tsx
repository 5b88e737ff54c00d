import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../lib/toast';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Wine } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { toggledWines, useMyCollections, useSetCollectionWines } from '../../lib/collections';
import { errorMessageOf } from '../../lib/http';

interface Props {
  wine: Pick<Wine, '_id' | 'title'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Add to collection (spec 001 §2.8): the sommelier's collections with a checkbox each. Checking one
 * appends the wine to that collection, unchecking takes it out; each change is saved at once.
 */
export default function AddToCollectionDialog({ wine, open, onClose }: Props) {
  const collections = useMyCollections(open);
  const setWines = useSetCollectionWines();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const list = collections.data?.categories;
  const titleId = `add-to-collection-${wine._id}`;

  const toggle = (collectionId: string) => {
    const collection = list?.find((item) => item._id === collectionId);
    if (!collection || pendingId) return;
    const { childrenIds, added } = toggledWines(collection, wine._id);
    setPendingId(collectionId);
    setWines.mutate(
      { collectionId, childrenIds },
      {
        onSuccess: () => enqueueSnackbar(added ? Text.wineAddedToCollection : Text.wineRemovedFromCollection, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' }),
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{Text.addToCollection}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {wine.title}
        </Typography>
        {!list ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            {collections.isError ? (
              <Typography color="text.secondary">Your collections could not be loaded.</Typography>
            ) : (
              <CircularProgress size={28} aria-label="Loading collections" />
            )}
          </Box>
        ) : list.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 3 }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {Text.noCollection}
            </Typography>
            <Button component={RouterLink} to={paths.myCollection} variant="contained" onClick={onClose}>
              {Text.newCollection}
            </Button>
          </Box>
        ) : (
          <List dense aria-label="Your collections">
            {list.map((collection) => {
              const checked = collection.childrenIds.includes(wine._id);
              const labelId = `${titleId}-${collection._id}`;
              return (
                <ListItem key={collection._id} disablePadding>
                  <ListItemButton onClick={() => toggle(collection._id)} disabled={pendingId !== null} dense>
                    <Checkbox
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                    <ListItemAvatar sx={{ minWidth: 48 }}>
                      <Avatar variant="rounded" src={collection.iconUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                        {collection.title.charAt(0)}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      id={labelId}
                      primary={collection.title}
                      secondary={`${collection.childrenIds.length} ${collection.childrenIds.length === 1 ? 'wine' : 'wines'}`}
                    />
                    {pendingId === collection._id ? <CircularProgress size={18} aria-label="Saving" /> : null}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
