import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { REVIEW_TEXT_MAX, reviewBody, type ReviewBody, type ReviewList } from '@wine/contract/reviews';
import { Text } from '@wine/contract/texts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormTextField } from '../../../components/ui/FormTextField';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { useContractForm } from '../../../lib/contractForm';
import { errorMessageOf } from '../../../lib/http';
import { useSaveOnce } from '../../../lib/useSaveOnce';
import { useDeleteReview, useSaveReview } from '../api/reviewWrites';

type Mine = NonNullable<ReviewList['mine']>;

/** The contract's review from the form's fields: no stars chosen yet is null, blank words none. */
const reviewForm = z.object({
  rating: z.number().nullable().transform((stars) => stars ?? undefined).pipe(reviewBody.shape.rating),
  text: z.string().transform((words): string | null | undefined => words.trim() || null).pipe(reviewBody.shape.text),
});

/** The signed-in reader's part of a wine's reviews: their review with Edit and Delete, or the form to write it. */
export function OwnReview({ wineId, mine }: { wineId: string; mine: Mine | null }) {
  const [editing, setEditing] = useState(false);
  if (mine && !editing) return <MyReview wineId={wineId} mine={mine} onEdit={() => setEditing(true)} />;
  return <ReviewForm key={mine?._id ?? 'new'} wineId={wineId} mine={mine} onDone={() => setEditing(false)} />;
}

function MyReview({ wineId, mine, onEdit }: { wineId: string; mine: Mine; onEdit: () => void }) {
  const remove = useDeleteReview();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-review-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="my-review-title" sx={{ fontWeight: 700 }}>
        Your review
      </Typography>
      <Rating value={mine.rating} readOnly size="small" />
      {mine.text ? <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{mine.text}</Typography> : null}
      {mine.isHidden ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Our moderators hid your review: others do not see it and it does not count in the rating. Editing it does not show it again.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" variant="outlined" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete your review?"
        confirm={remove.isPending ? Text.deleting : 'Delete review'}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate(wineId, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        <Typography variant="body2">Your stars and words leave this wine&apos;s reviews and its rating.</Typography>
        {remove.isError ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {errorMessageOf(remove.error, 'Your review could not be deleted. Please try again.')}
          </Typography>
        ) : null}
      </ConfirmDialog>
    </Paper>
  );
}

function ReviewForm({ wineId, mine, onDone }: { wineId: string; mine: Mine | null; onDone: () => void }) {
  const save = useSaveReview();
  const form = useContractForm(reviewForm, { rating: mine?.rating ?? null, text: mine?.text ?? '' });
  const text = useWatch({ control: form.control, name: 'text' });
  const send = useSaveOnce((body: ReviewBody) => save.mutate({ wineId, body }, { onSuccess: onDone }), save.isPending, save.error);
  const submit = form.handleSubmit(({ rating, text: words }) => send({ rating, text: words ?? null }));

  return (
    <Paper variant="outlined" component="form" aria-labelledby="review-form-title" noValidate onSubmit={submit} sx={{ p: 2, mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="review-form-title" sx={{ fontWeight: 700 }}>
        {mine ? 'Edit your review' : 'Rate this wine'}
      </Typography>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Box component="legend" sx={visuallyHidden}>
              Your rating
            </Box>
            <Rating name={field.name} value={field.value} onChange={(_event, value) => field.onChange(value)} size="large" />
            {fieldState.error ? (
              <FormHelperText error role="alert">
                {fieldState.error.message}
              </FormHelperText>
            ) : null}
          </Box>
        )}
      />
      <FormTextField
        form={form}
        name="text"
        label="Your review (optional)"
        multiline
        minRows={3}
        fullWidth
        hint={`${REVIEW_TEXT_MAX - text.length} characters left`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
      />
      {save.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(save.error, 'Your review could not be saved. Please try again.')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : mine ? 'Save changes' : 'Post review'}
        </Button>
        {mine ? (
          <Button onClick={onDone} disabled={save.isPending}>
            {Text.cancel}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
