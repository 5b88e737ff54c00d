import Box from '@mui/material/Box';
import type { WineRating } from '@wine/contract/reviews';
import { averageText, ratingLabel } from '../../lib/ratings';

/**
 * A wine's average rating and review count, "★ 4.3 (12)", read-only; nothing while it has no
 * review. A text star, not MUI's Rating: cards are on the home page's first screen (DESIGN §9).
 */
export function StarAverage({ rating }: { rating: WineRating }) {
  if (rating.average === null || rating.count === 0) return null;
  return (
    <Box component="span" role="img" aria-label={ratingLabel(rating)} sx={{ fontSize: '0.85rem', whiteSpace: 'nowrap', color: 'text.secondary' }}>
      <Box component="span" sx={{ color: '#9a5b00' }}>
        ★
      </Box>{' '}
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {averageText(rating.average)}
      </Box>{' '}
      ({rating.count})
    </Box>
  );
}
