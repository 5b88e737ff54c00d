import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReviewSort } from '@wine/contract/reviews';
import { openLogin } from '../../../lib/loginPrompt';
import { useSession } from '../../../lib/session';
import { useReviewPages } from '../api/getReviews';
import { OwnReview } from './OwnReview';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

/** "Ratings & reviews" of the wine page (issue 20): the summary, the reader's own review or the way to write one, the reviews. */
export function WineReviews({ wineId }: { wineId: string }) {
  const session = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const pages = useReviewPages(wineId, sort);
  const first = pages.data?.pages[0];
  const reviews = useMemo(() => pages.data?.pages.flatMap((page) => page.reviews) ?? [], [pages.data]);

  return (
    <Box component="section" aria-labelledby="reviews-title" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id="reviews-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 1.5 }}>
        Ratings &amp; reviews
      </Typography>
      {pages.isError && !first ? (
        <Typography color="text.secondary">The reviews could not be loaded. Please try again later.</Typography>
      ) : !first ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading reviews" />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
          <Box>
            <RatingSummary summary={first.summary} />
            {session ? (
              <OwnReview wineId={wineId} mine={first.mine} />
            ) : (
              <Button variant="outlined" onClick={openLogin} sx={{ mt: 2 }}>
                Sign in to rate this wine
              </Button>
            )}
          </Box>
          <Box>
            {first.total > 1 ? (
              <TextField select size="small" label="Sort reviews" value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)} sx={{ minWidth: 180 }}>
                {(Object.keys(SORT_LABELS) as ReviewSort[]).map((value) => (
                  <MenuItem key={value} value={value}>
                    {SORT_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Box>
              {reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </Box>
            {pages.hasNextPage ? (
              <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} sx={{ mt: 1 }}>
                {pages.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
              </Button>
            ) : null}
          </Box>
        </Box>
      )}
    </Box>
  );
}
