import { REPORT_REASON_MAX, type Review } from '@wine/contract/reviews';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useSnackbar } from '../../../lib/toast';
import { useReportReview } from '../api/reviewWrites';

/** Asks why a review should not be shown, then reports it to the shop's moderators. */
export function ReportReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const report = useReportReview();
  const send = (reason: string) =>
    report.mutate(
      { reviewId: review._id, reason },
      {
        onSuccess: () => {
          enqueueSnackbar('Thanks, our team will look at this review', { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ReasonDialog
      title="Report this review?"
      confirm="Report"
      busy={report.isPending}
      maxLength={REPORT_REASON_MAX}
      error={report.error}
      errorFallback="The review could not be reported. Please try again."
      onConfirm={send}
      onClose={onClose}
    >
      Tell us what is wrong with {review.author.name}&apos;s review.
    </ReasonDialog>
  );
}
