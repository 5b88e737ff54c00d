import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltOutlined';
import type { Review } from '@wine/contract/reviews';
import { formatPostDate } from '../../../lib/dates';
import { errorMessageOf } from '../../../lib/http';
import { openLogin } from '../../../lib/loginPrompt';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/toast';
import { useHelpfulVote } from '../api/reviewWrites';
import { ReportReviewDialog } from './ReportReviewDialog';

/**
 * One review: its author, badges, stars, date and text (plain text, never HTML). Readers other than
 * its author may vote it helpful or report it; signed out, either opens the login popup, as the
 * hearts do.
 */
export function ReviewItem({ review }: { review: Review }) {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const vote = useHelpfulVote(review.wineId);
  const [reporting, setReporting] = useState(false);
  const isAuthor = session?.user.id === review.author._id;

  const signedIn = (action: () => void) => () => (session ? action() : openLogin());
  // Stars without words are a rating, not a review: nothing to find helpful or to report (issue 45).
  const text = review.text?.trim() ?? '';
  if (text === '') return <RatingOnly review={review} />;
  const toggleHelpful = () =>
    vote.mutate(
      { reviewId: review._id, helpful: !review.votedHelpful },
      { onError: (error) => enqueueSnackbar(errorMessageOf(error, 'Your vote could not be saved. Please try again.'), { variant: 'error' }) },
    );

  return (
    <Box component="article" aria-label={`Review by ${review.author.name}`} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{review.author.name}</Typography>
        {review.isSommelier ? <Chip size="small" color="primary" label="Sommelier" /> : null}
        {review.isVerifiedPurchase ? <Chip size="small" variant="outlined" color="success" label="Verified purchase" /> : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Rating value={review.rating} readOnly size="small" />
        <Typography variant="body2" color="text.secondary">
          {formatPostDate(review.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
      {isAuthor ? null : (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button
            size="small"
            variant={review.votedHelpful ? 'contained' : 'outlined'}
            startIcon={<ThumbUpIcon />}
            aria-pressed={review.votedHelpful}
            disabled={vote.isPending}
            onClick={signedIn(toggleHelpful)}
          >
            Helpful ({review.helpfulCount})
          </Button>
          <Button size="small" color="inherit" onClick={signedIn(() => setReporting(true))} sx={{ color: 'text.secondary' }}>
            Report
          </Button>
        </Box>
      )}
      {reporting ? <ReportReviewDialog review={review} onClose={() => setReporting(false)} /> : null}
    </Box>
  );
}

/** A rating without text: one line of who, stars and when. */
function RatingOnly({ review }: { review: Review }) {
  return (
    <Box
      component="article"
      aria-label={`Rating by ${review.author.name}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{review.author.name}</Typography>
      {review.isSommelier ? <Chip size="small" color="primary" label="Sommelier" /> : null}
      {review.isVerifiedPurchase ? <Chip size="small" variant="outlined" color="success" label="Verified purchase" /> : null}
      <Rating value={review.rating} readOnly size="small" />
      <Typography variant="body2" color="text.secondary">
        {`rated ${formatPostDate(review.createdAt)}`}
      </Typography>
    </Box>
  );
}
