import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminReviewQuery, type AdminReview } from '@wine/contract/admin/reviews';
import { paths } from '@wine/contract/routes';
import { ReasonDialog } from '../../../../components/ui/ReasonDialog';
import { formatDateTime } from '../../../../lib/recordDates';
import { useAdminReviews, useModerateReview } from '../api/reviews';
import { useReasonedChange } from '../../shared/components/recordEditor';
import { RecordList } from '../../shared/components/recordRows';
import { ConsoleListPage } from '../../shared/components/ConsoleListPage';
import { useListAddress } from '../../shared/components/listQuery';

const TITLE = 'Reviews';
const FILTER_KEYS = ['status'] as const;
/** Without a status in the address the list shows what needs a look: the reported reviews. */
const STATUS_LABELS = { reported: 'Reported', hidden: 'Hidden', all: 'All' } as const;
const EMPTY = { reported: 'No reported review.', hidden: 'No hidden review.', all: 'No review yet.' } as const;

function ReviewRow({ review, onModerate }: { review: AdminReview; onModerate: () => void }) {
  return (
    <Paper variant="outlined" component="li" aria-label={`Review by ${review.author.name} of ${review.wine.title}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to={paths.wine(review.wine._id, review.wine.title)} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {review.wine.title}
        </Link>
        {review.isHidden ? <Chip size="small" variant="outlined" label="Hidden" /> : <Chip size="small" color="success" label="Shown" />}
        {review.reportCount > 0 ? <Chip size="small" color="warning" label={`Reported ${review.reportCount} ${review.reportCount === 1 ? 'time' : 'times'}`} /> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant="outlined" color={review.isHidden ? 'primary' : 'error'} onClick={onModerate}>
          {review.isHidden ? 'Restore' : 'Hide'}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Rating value={review.rating} readOnly size="small" />
        <Typography variant="body2" color="text.secondary">
          {review.author.name} ({review.authorEmail}) · {formatDateTime(review.createdAt)}
        </Typography>
      </Box>
      {review.text ? <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography> : null}
      {review.moderationReason ? (
        <Typography variant="body2" color="text.secondary">
          {review.isHidden ? 'Hidden because: ' : 'Restored because: '}
          {review.moderationReason}
        </Typography>
      ) : null}
      {review.reports.length > 0 ? (
        <Box component="ul" aria-label="Latest reports" sx={{ m: 0, pl: 2.5 }}>
          {review.reports.map((report, index) => (
            <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
              “{report.reason}” · {report.reporter?.name ?? 'a former user'}, {formatDateTime(report.createdAt)}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}

/** Review moderation (issue 20): reported reviews first; hide one or restore it, with a reason kept in the audit log. */
export default function AdminReviewsPage() {
  const address = useListAddress(FILTER_KEYS, adminReviewQuery);
  const status = address.query.status ?? 'reported';
  const list = useAdminReviews({ ...address.query, status });
  const moderate = useModerateReview();
  const { changing, open, close, confirm } = useReasonedChange(
    moderate,
    (review: AdminReview, reason) => ({ reviewId: review._id, action: review.isHidden ? ('restore' as const) : ('hide' as const), reason }),
    (review) => (review.isHidden ? `${review.author.name}'s review is shown again` : `${review.author.name}'s review was hidden`),
  );

  return (
    <>
      <ConsoleListPage
        title={TITLE}
        intro="A hidden review leaves its wine's page and rating; its author still sees it, marked hidden. The reason is kept in the audit log."
        address={address}
        list={list}
        what="the reviews"
        loading={{ rows: 4, height: 120 }}
        rowsOf={(data) => data.reviews}
        empty={EMPTY[status]}
        filters={{
          label: 'Filter reviews',
          columns: '220px max-content',
          children: (
            <TextField size="small" select label="Status" value={status} onChange={(event) => address.setFilter('status', event.target.value === 'reported' ? '' : event.target.value)}>
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          ),
        }}
      >
        {(data) => (
          <RecordList label="Reviews">
            {data.reviews.map((review) => (
              <ReviewRow key={review._id} review={review} onModerate={() => open(review)} />
            ))}
          </RecordList>
        )}
      </ConsoleListPage>
      {changing ? (
        <ReasonDialog
          title={changing.isHidden ? 'Restore this review?' : 'Hide this review?'}
          confirm={changing.isHidden ? 'Restore review' : 'Hide review'}
          destructive={!changing.isHidden}
          busy={moderate.isPending}
          maxLength={500}
          helperText="Kept in the audit log"
          error={moderate.error}
          errorFallback="The review could not be changed. Please try again."
          onConfirm={confirm}
          onClose={close}
        >
          {changing.author.name}&apos;s review of “{changing.wine.title}”
          {changing.isHidden ? ' comes back to the wine page and its rating.' : ' leaves the wine page and its rating.'}
        </ReasonDialog>
      ) : null}
    </>
  );
}
