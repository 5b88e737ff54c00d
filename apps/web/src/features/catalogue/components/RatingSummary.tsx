import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { RatingSummary as Summary } from '@wine/contract/reviews';
import { averageText, distributionBars, ratingLabel } from '../../../lib/ratings';

/** A wine's average with its stars, how many reviews, and a bar per star count (five first). */
export function RatingSummary({ summary }: { summary: Summary }) {
  if (summary.average === null || summary.count === 0) {
    return <Typography color="text.secondary">No reviews yet. Be the first to rate this wine.</Typography>;
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography component="p" sx={{ fontSize: '2.6rem', fontWeight: 700, lineHeight: 1 }} aria-hidden>
          {averageText(summary.average)}
        </Typography>
        <Box>
          <Rating value={summary.average} precision={0.1} readOnly getLabelText={() => ratingLabel(summary)} />
          <Typography variant="body2" color="text.secondary">
            {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" aria-label="Reviews by stars" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.5 }}>
        {distributionBars(summary).map((bar) => (
          <Box component="li" key={bar.stars} sx={{ display: 'grid', gridTemplateColumns: '3.2em 1fr 2.5em', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{bar.stars} ★</Typography>
            <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: '#eee4e5', overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${bar.percent}%`, bgcolor: 'primary.main' }} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              {bar.count}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
