import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../lib/toast';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Collection } from '@wine/contract/catalogue';
import { createCollectionBody } from '@wine/contract/curation';
import { Text } from '@wine/contract/texts';
import { FormTextField } from '../../../components/ui/FormTextField';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { useContractForm } from '../../../lib/contractForm';
import { errorMessageOf } from '../../../lib/http';
import { useCreateCollection, useUpdateCollection } from '../api/collectionWrites';

const fields = createCollectionBody.shape;

/** The contract's rules for a collection's texts and image; no image yet ('') is its "Collection image required". */
const collectionForm = z.object({
  title: fields.title,
  description: fields.description,
  iconUrl: z.string().min(1, Text.collectionImageRequired).pipe(fields.iconUrl),
});

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
  const form = useContractForm(collectionForm, { title: collection?.title ?? '', description: collection?.description ?? '', iconUrl: collection?.iconUrl ?? '' });
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const { enqueueSnackbar } = useSnackbar();
  const saving = create.isPending || update.isPending;
  const editing = Boolean(collection);

  const submit = form.handleSubmit(({ title, description, iconUrl }) => {
    // The call takes an empty description for none (decision 0021).
    const texts = { title, description: description ?? '', iconUrl };
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
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="collection-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="collection-form-title">{editing ? 'Edit Collection' : 'New Collection'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormTextField form={form} name="title" label="Collection title" slotProps={{ htmlInput: { maxLength: 120 } }} fullWidth autoFocus />
            <FormTextField form={form} name="description" label="Description (optional)" multiline minRows={3} slotProps={{ htmlInput: { maxLength: 1000 } }} fullWidth />
            <Controller
              control={form.control}
              name="iconUrl"
              render={({ field, fieldState }) => <ImageUploadInput label="Collection image" value={field.value || null} onChange={field.onChange} error={fieldState.error?.message} />}
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
