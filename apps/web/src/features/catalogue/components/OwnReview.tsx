import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_TEXT_MAX, reviewBody, type ReviewList } from '@wine/contract/reviews';
import { Text } from '@wine/contract/texts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { errorMessageOf } from '../../../lib/http';
import { useSaveOnce } from '../../../lib/useSaveOnce';
import { useDeleteReview, useSaveReview } from '../api/reviewWrites';
import { humanFieldIssue } from '@wine/contract/issues';

type Mine = NonNullable<ReviewList['mine']>;

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
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [text, setText] = useState(mine?.text ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useSaveOnce((body: { rating: number; text: string | null }) => save.mutate({ wineId, body }, { onSuccess: onDone }), save.isPending, save.error);

  const submit = () => {
    const checked = reviewBody.safeParse({ rating: rating ?? undefined, text: text.trim() || null }, { error: humanFieldIssue });
    setInvalid(checked.success ? null : (checked.error.issues[0]?.message ?? 'Check your review'));
    if (checked.success) send({ rating: checked.data.rating, text: checked.data.text ?? null });
  };
  const problem = invalid ?? (save.isError ? errorMessageOf(save.error, 'Your review could not be saved. Please try again.') : null);

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="review-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: 2, mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="review-form-title" sx={{ fontWeight: 700 }}>
        {mine ? 'Edit your review' : 'Rate this wine'}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Box component="legend" sx={visuallyHidden}>
          Your rating
        </Box>
        <Rating name="rating" value={rating} onChange={(_event, value) => setRating(value)} size="large" />
      </Box>
      <TextField
        label="Your review (optional)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText={`${REVIEW_TEXT_MAX - text.length} characters left`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
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
