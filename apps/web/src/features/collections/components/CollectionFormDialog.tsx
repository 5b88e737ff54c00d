import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../../lib/toast';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Collection } from '@wine/contract/catalogue';
import { Text } from '@wine/contract/texts';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { errorMessageOf } from '../../../lib/http';
import { useCreateCollection, useUpdateCollection } from '../api/collectionWrites';

interface Props {
  /** The collection to edit; without it the form creates a new one. */
  collection?: Collection;
  onClose: () => void;
}

/**
 * New and Edit collection (spec 001 §2.8, §5): title (not blank after trim), optional description,
 * image (required). Mounted only while open, so each opening starts from the collection's values.
 */
export function CollectionFormDialog({ collection, onClose }: Props) {
  const [title, setTitle] = useState(collection?.title ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [iconUrl, setIconUrl] = useState<string | null>(collection?.iconUrl ?? null);
  const [errors, setErrors] = useState<{ title?: string; image?: string }>({});
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const { enqueueSnackbar } = useSnackbar();
  const saving = create.isPending || update.isPending;
  const editing = Boolean(collection);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: title.trim() ? undefined : Text.collectionTitleRequired,
      image: iconUrl ? undefined : Text.collectionImageRequired,
    };
    setErrors(next);
    if (next.title || next.image || !iconUrl) return;
    const texts = { title: title.trim(), description: description.trim(), iconUrl };
    const onError = (error: unknown) => enqueueSnackbar(errorMessageOf(error, Text.uploadFailed), { variant: 'error' });
    if (collection) {
      update.mutate(
        { id: collection._id, changes: { ...texts, name: texts.title } },
        {
          onSuccess: () => {
            enqueueSnackbar(Text.collectionUpdated, { variant: 'success' });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(texts, {
        onSuccess: () => {
          enqueueSnackbar(Text.collectionCreated, { variant: 'success' });
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="collection-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="collection-form-title">{editing ? 'Edit Collection' : 'New Collection'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              label="Collection title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (errors.title) setErrors((current) => ({ ...current, title: undefined }));
              }}
              error={Boolean(errors.title)}
              helperText={errors.title}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              fullWidth
              autoFocus
            />
            <TextField
              label="Description (optional)"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              fullWidth
            />
            <ImageUploadInput
              label="Collection image"
              value={iconUrl}
              onChange={(url) => {
                setIconUrl(url);
                setErrors((current) => ({ ...current, image: undefined }));
              }}
              error={errors.image}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {Text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
