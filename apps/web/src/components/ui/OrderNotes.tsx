import type { UseMutationResult } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_NOTE_MAX_LENGTH, orderNoteBody, type OrderNote } from '@wine/contract/fulfilment';
import type { NewOrderNote } from '../../lib/consoleOrders';
import { useContractForm } from '../../lib/contractForm';
import { formatDateTime } from '../../lib/recordDates';
import { ActionError } from './ActionError';
import { FormTextField } from './FormTextField';

interface OrderNotesProps {
  orderId: string;
  notes: OrderNote[];
  /** The feature's add-note mutation (the console's and the retailer view's calls differ only in path). */
  add: UseMutationResult<OrderNote, Error, NewOrderNote>;
  /** The sentence under the field telling the writer who reads the notes, in the reader's own words. */
  seenBy: string;
  placeholder?: string;
}

/**
 * Notes on the order for the people who run the shop (the console and the retailer view; never
 * shown to the shopper), and a form to add one.
 */
export function OrderNotes({ orderId, notes, add, seenBy, placeholder }: OrderNotesProps) {
  const form = useContractForm(orderNoteBody, { body: '' });
  const typed = useWatch({ control: form.control, name: 'body' });
  // A note of spaces only is sent to the contract's rule, which says so under the field.
  const submit = form.handleSubmit((note) => add.mutate({ orderId, ...note }, { onSuccess: () => form.reset({ body: '' }) }));

  return (
    <Stack spacing={2}>
      {notes.length === 0 ? (
        <Typography color="text.secondary">No notes yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Notes" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {notes.map((note) => (
            <Box component="li" key={note._id} sx={{ bgcolor: 'action.hover', borderRadius: 1.5, px: 1.5, py: 1 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Typography>
              <Typography variant="body2" color="text.secondary">
                {note.author?.name ?? 'Former staff'} · {formatDateTime(note.createdAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" aria-label="Add a note" noValidate onSubmit={submit}>
        <FormTextField
          form={form}
          name="body"
          label="Add a note"
          placeholder={placeholder}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX_LENGTH } }}
          hint={`${seenBy} ${typed.length}/${ORDER_NOTE_MAX_LENGTH}`}
        />
        <ActionError action={add} fallback="The note could not be saved. Please try again." sx={{ mt: 1 }} />
        <Button type="submit" variant="outlined" disabled={typed === '' || add.isPending} sx={{ mt: 1 }}>
          Save note
        </Button>
      </Box>
    </Stack>
  );
}
