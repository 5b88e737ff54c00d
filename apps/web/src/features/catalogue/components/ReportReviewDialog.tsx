import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_REASON_MAX, type Review } from '@wine/contract/reviews';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessageOf } from '../../../lib/http';
import { useSnackbar } from '../../../lib/toast';
import { useReportReview } from '../api/reviewWrites';

/** Asks why a review should not be shown, then reports it to the shop's moderators. */
export function ReportReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const report = useReportReview();
  const [reason, setReason] = useState('');

  const send = () =>
    report.mutate(
      { reviewId: review._id, reason: reason.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar('Thanks, our team will look at this review', { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog open title="Report this review?" confirm="Report" busy={report.isPending} ready={reason.trim().length > 0} onConfirm={send} onClose={onClose}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Tell us what is wrong with {review.author.name}&apos;s review.
      </Typography>
      <TextField
        label="Reason"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX } }}
      />
      {report.isError ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errorMessageOf(report.error, 'The review could not be reported. Please try again.')}
        </Typography>
      ) : null}
    </ConfirmDialog>
  );
}
