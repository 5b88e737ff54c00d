import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@wine/contract/money';
import { RETURN_STATUS_LABEL, type ReturnRequestView } from '@wine/contract/returns';
import { OrderSection } from '../../../components/ui/OrderDetailParts';
import { errorMessageOf } from '../../../lib/http';
import { formatOrderCardDate } from '../../../lib/recordDates';
import { useOrderReturns, useRequestReturn } from '../api/returns';
import { ReturnFormDialog } from './ReturnFormDialog';

function outcome(request: ReturnRequestView): string {
  switch (request.status) {
    case 'requested':
      return `Waiting for the retailer. Once they have the bottles, ${formatPrice(request.refund)} is refunded to your card.`;
    case 'accepted':
      return `Refunded ${formatPrice(request.refunded ?? request.refund)} to your card.`;
    case 'declined':
      return `Declined${request.decisionNote ? `: ${request.decisionNote}` : ''}. Nothing was refunded.`;
  }
}

/**
 * Returns on a delivered or picked-up order's page (issue 32): the requests made, and, within the
 * FAQ's 30 days, the way to ask; after them, why the way is gone.
 */
export function ReturnsSection({ orderId }: { orderId: string }) {
  const returns = useOrderReturns(orderId, true);
  const ask = useRequestReturn(orderId);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (returns.isPending) return null;
  if (returns.isError) return <Alert severity="error">{errorMessageOf(returns.error, 'Your returns could not be loaded.')}</Alert>;
  const data = returns.data;

  return (
    <OrderSection title="Returns">
      {data.requests.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {data.requests.map((request) => (
            <Box component="li" key={request._id} aria-label={`Return ${RETURN_STATUS_LABEL[request.status]}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {RETURN_STATUS_LABEL[request.status]}: {request.lines.map((line) => `${line.quantity} x ${line.title}`).join(', ')}
              </Typography>
              <Typography variant="body2" color={request.status === 'declined' ? 'text.secondary' : 'text.primary'}>
                {outcome(request)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {sent ? (
        <Alert severity="success" sx={{ mb: 1.5 }}>
          Your return request is sent. We mailed you what happens next.
        </Alert>
      ) : null}
      {data.open ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Return bottles
          </Button>
          {data.closesAt ? (
            <Typography variant="body2" color="text.secondary">
              Unopened bottles can be returned until {formatOrderCardDate(data.closesAt)}.
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {data.closedReason}
        </Typography>
      )}
      {open ? (
        <ReturnFormDialog
          returns={data}
          saving={ask.isPending}
          error={ask.error}
          onClose={() => {
            ask.reset();
            setOpen(false);
          }}
          onSave={(body) =>
            ask.mutate(body, {
              onSuccess: () => {
                setOpen(false);
                setSent(true);
              },
            })
          }
        />
      ) : null}
    </OrderSection>
  );
}
