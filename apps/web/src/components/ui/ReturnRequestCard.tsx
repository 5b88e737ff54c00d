import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, parsePrice } from '@wine/contract/money';
import { RETURN_NOTE_MAX, RETURN_STATUS_LABEL, type ReturnRequestView } from '@wine/contract/returns';
import { errorMessageOf } from '../../lib/http';
import { formatDateTime } from '../../lib/recordDates';
import type { ReturnDecision } from '../../lib/returnDecisions';
import { AmountRow } from './OrderDetailParts';
import { ConfirmDialog } from './ConfirmDialog';
import { ReasonDialog } from './ReasonDialog';

const CHIP_COLOR = { requested: 'warning', accepted: 'success', declined: 'default' } as const;

interface Props {
  request: ReturnRequestView;
  /** Where the order's page is for this viewer (the retailer's or the console's). */
  orderLink: string;
  deciding: boolean;
  error: unknown;
  onDecide: (decision: ReturnDecision, done: () => void) => void;
}

/**
 * One return request as the shop's side sees it: the bottles, the shopper's reason, what accepting
 * refunds, and, while it is open, Accept (once the bottles are back) and Decline (with a note).
 */
export function ReturnRequestCard({ request, orderLink, deciding, error, onDecide }: Props) {
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const bottles = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const close = () => setAsking(null);
  return (
    <Paper component="article" variant="outlined" aria-label={`Return for order ${request.displayOrderId}`} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            Order{' '}
            <Link component={RouterLink} to={orderLink}>
              {request.displayOrderId}
            </Link>
            {' · '}
            {bottles === 1 ? '1 bottle' : `${bottles} bottles`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Asked {formatDateTime(request.createdAt)}
            {request.shopper ? ` by ${request.shopper.name} (${request.shopper.email})` : ''}
            {request.business ? ` · ${request.business.name}` : ''}
          </Typography>
        </Box>
        <Chip size="small" label={RETURN_STATUS_LABEL[request.status]} color={CHIP_COLOR[request.status]} />
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {request.lines.map((line) => (
          <li key={line.catalogueId}>
            <Typography variant="body2">
              {line.quantity} x {line.title}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <strong>Reason:</strong> {request.reason}
      </Typography>
      <Box sx={{ mt: 1, maxWidth: 360 }}>
        <AmountRow label="Bottles" value={formatPrice(request.goods)} />
        {parsePrice(request.couponDiscount) > 0 ? <AmountRow label="Coupon share" value={`-${formatPrice(request.couponDiscount)}`} /> : null}
        <AmountRow label="Taxes" value={formatPrice(request.taxes)} />
        <AmountRow label={request.refunded === null ? 'Refund' : 'Refunded'} value={formatPrice(request.refunded ?? request.refund)} strong />
      </Box>
      {request.status !== 'requested' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {RETURN_STATUS_LABEL[request.status]} {request.decidedAt ? formatDateTime(request.decidedAt) : ''}
          {request.decidedBy ? ` by ${request.decidedBy}` : ''}
          {request.decisionNote ? `: ${request.decisionNote}` : ''}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setAsking('accept')} disabled={deciding}>
            Accept return
          </Button>
          <Button color="error" onClick={() => setAsking('decline')} disabled={deciding}>
            Decline
          </Button>
        </Stack>
      )}
      {error && !asking ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessageOf(error, 'The decision could not be saved. Please try again.')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking === 'accept'}
        title="Accept this return?"
        confirm={deciding ? 'Refunding...' : `Accept and refund ${formatPrice(request.refund)}`}
        busy={deciding}
        onClose={close}
        onConfirm={() => onDecide({ returnId: request._id, decision: 'accept', note: '' }, close)}
      >
        <Typography variant="body2">
          Accept once the bottles are collected or brought back. The shopper's card is refunded {formatPrice(request.refund)} at once (the delivery fee is
          not refunded), and the bottles go back into your stock.
        </Typography>
        {error ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {errorMessageOf(error, 'The return could not be accepted. Please try again.')}
          </Typography>
        ) : null}
      </ConfirmDialog>
      {asking === 'decline' ? (
        <ReasonDialog
          title="Decline this return?"
          confirm="Decline return"
          destructive
          busy={deciding}
          maxLength={RETURN_NOTE_MAX}
          helperText="Sent to the shopper."
          error={error}
          errorFallback="The return could not be declined. Please try again."
          onClose={close}
          onConfirm={(note) => onDecide({ returnId: request._id, decision: 'decline', note }, close)}
        >
          Nothing is refunded. Tell the shopper why.
        </ReasonDialog>
      ) : null}
    </Paper>
  );
}
