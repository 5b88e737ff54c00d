import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DELIVERY_FAILURE_REASONS, MAX_DELIVERY_ATTEMPTS, type OrderDelivery } from '@wine/contract/delivery-attempts';
import { formatPrice, parsePrice } from '@wine/contract/money';
import { cardName } from '@wine/contract/cards';
import { formatDateTime } from '../../../lib/recordDates';
import { useAgreeToRedelivery, useOrderDelivery } from '../api/orderDelivery';
import { ActionError } from '../../../components/ui/ActionError';

/** The statuses in which the order's page tells of failed delivery attempts. */
const WITH_ATTEMPTS = new Set(['DELIVERY_FAILED', 'REDELIVERY', 'UNDELIVERED']);

const RETURN_RULE = `After ${MAX_DELIVERY_ATTEMPTS} failed attempts the order goes back to the shop and is refunded, less the delivery fee and any re-delivery fee paid.`;

function Returned({ returned }: { returned: NonNullable<OrderDelivery['returned']> }) {
  const kept = [
    parsePrice(returned.deliveryFee) > 0 ? `the delivery fee (${formatPrice(returned.deliveryFee)})` : null,
    parsePrice(returned.redeliveryFees) > 0 ? `the re-delivery fee (${formatPrice(returned.redeliveryFees)})` : null,
  ].filter(Boolean);
  return (
    <Alert severity="info">
      <AlertTitle>Not delivered</AlertTitle>
      We tried to deliver this order {MAX_DELIVERY_ATTEMPTS} times without success, so it went back to the shop. We refunded{' '}
      {formatPrice(returned.refunded)} to your card{kept.length > 0 ? `, keeping ${kept.join(' and ')}` : ''}.
    </Alert>
  );
}

/**
 * What happened to a delivery that failed (the FAQ's three attempts) and, while the shop waits for the
 * shopper, the re-delivery to agree to with its price shown first: free the first time, then the FAQ's
 * $20 charged to the order's card.
 */
export function RedeliveryPanel({ orderId, status }: { orderId: string; status: string }) {
  const delivery = useOrderDelivery(orderId, WITH_ATTEMPTS.has(status));
  const agree = useAgreeToRedelivery(orderId);
  if (!delivery.data) return null;
  const { attempts, redelivery, returned } = delivery.data;
  if (returned) return <Returned returned={returned} />;
  const latest = attempts.at(-1);
  if (!latest) return null;

  if (!redelivery) {
    return status === 'REDELIVERY' ? (
      <Alert severity="success">
        <AlertTitle>Re-delivery booked</AlertTitle>
        The shop will deliver your order again; we will email you when it is on its way. An adult aged 21 or over must receive it and show a valid ID.
      </Alert>
    ) : null;
  }

  const fee = parsePrice(redelivery.fee);
  const card = redelivery.card ? `your ${cardName(redelivery.card)}` : 'your card';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="redelivery-title" sx={{ p: 2.5, borderRadius: 2, borderColor: 'warning.main' }}>
      <Typography id="redelivery-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        We could not deliver your order
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Attempt {latest.number} of {MAX_DELIVERY_ATTEMPTS}, {formatDateTime(latest.createdAt)}: {DELIVERY_FAILURE_REASONS[latest.reason]}.
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        {fee > 0 ? `Re-delivery costs ${formatPrice(redelivery.fee)}, charged to ${card}.` : 'Your first re-delivery is free.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        An adult aged 21 or over must receive it and show a valid ID. {RETURN_RULE}
      </Typography>
      <ActionError action={agree} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button variant="contained" onClick={() => agree.mutate(redelivery.attempt)} disabled={agree.isPending} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {agree.isPending ? 'Booking...' : fee > 0 ? `Agree and pay ${formatPrice(redelivery.fee)}` : 'Agree to a free re-delivery'}
        </Button>
      </Box>
    </Paper>
  );
}
