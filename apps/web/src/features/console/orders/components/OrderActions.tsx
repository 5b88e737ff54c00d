import { useState } from 'react';
import { useSnackbar } from '../../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleOrder, HandOverStepValue } from '@wine/contract/fulfilment';
import { canMove, isPaidStatus } from '@wine/contract/order-status';
import { errorMessageOf } from '../../../../lib/http';
import { useCancelOrder } from '../api/cancelOrder';
import { useHandOverOrder } from '../api/handOverOrder';
import { formatPrice } from '@wine/contract/money';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { DeliveryAttempts } from '../../../../components/ui/DeliveryAttempts';
import { adminOrderCache } from '../api/getOrder';


const STEP: Record<HandOverStepValue, { button: string; title: string; text: string; done: string }> = {
  READY_FOR_PICKUP: {
    button: 'Mark ready for pickup',
    title: 'Mark ready for pickup?',
    text: 'The shopper is mailed that they can collect it with a valid ID.',
    done: 'marked ready for pickup',
  },
  OUT_FOR_DELIVERY: {
    button: 'Mark out for delivery',
    title: 'Mark out for delivery?',
    text: 'The shopper is mailed that it is on its way and that an adult aged 21 or over must receive it.',
    done: 'marked out for delivery',
  },
  COMPLETED: {
    button: 'Mark delivered',
    title: 'Mark delivered?',
    text: 'Only once the recipient showed a valid ID proving they are 21 or over. The check is recorded with your name.',
    done: 'marked delivered',
  },
};

/** How the console says that an order has ended, besides cancelled. */
const ENDED: Partial<Record<string, string>> = { COMPLETED: 'delivered', UNDELIVERED: 'returned to the retailer after 3 failed deliveries' };

/** What an admin can do to the order now: the hand-over steps it allows, and cancelling with a refund. */
export function OrderActions({ order }: { order: ConsoleOrder }) {
  const { enqueueSnackbar } = useSnackbar();
  const handOver = useHandOverOrder();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState<HandOverStepValue | 'cancel' | null>(null);
  const [ageChecked, setAgeChecked] = useState(false);
  const [note, setNote] = useState('');
  const busy = handOver.isPending || cancel.isPending;
  const canCancel = canMove(order.status, 'ADMIN_CANCEL');
  // Cancelling a paid order refunds it (orders/admin.ts).
  const refund = isPaidStatus(order.status);
  const error = handOver.error ?? cancel.error;

  const close = () => {
    setAsking(null);
    setAgeChecked(false);
    setNote('');
  };

  const confirm = () => {
    const text = note.trim() || undefined;
    if (asking === 'cancel') {
      cancel.mutate(
        { orderId: order._id, note: text },
        { onSuccess: () => enqueueSnackbar(`${order.displayOrderId} cancelled${refund ? ' and refunded' : ''}`, { variant: 'success' }), onSettled: close },
      );
    } else if (asking) {
      const step = asking;
      handOver.mutate(
        { orderId: order._id, step, ageChecked: ageChecked || undefined, note: text },
        { onSuccess: () => enqueueSnackbar(`${order.displayOrderId} ${STEP[step].done}`, { variant: 'success' }), onSettled: close },
      );
    }
  };

  const attempts = <DeliveryAttempts order={order} ordersPath="/admin/orders" cache={adminOrderCache} />;
  if (order.nextSteps.length === 0 && !canCancel) {
    return (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">Nothing left to do: this order is {ENDED[order.status] ?? 'cancelled'}.</Typography>
        {attempts}
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5}>
      {order.status === 'CONFIRMED' ? (
        <Alert severity="info">The card is charged tonight after 11:30pm store time; hand-over waits for the charge.</Alert>
      ) : null}
      {order.status === 'PAYMENT_FAILED' ? <Alert severity="warning">The charge failed; the shopper was mailed a link to pay again.</Alert> : null}
      {order.status === 'DELIVERY_FAILED' ? <Alert severity="warning">A delivery failed; the shopper was mailed and asked to agree to a re-delivery.</Alert> : null}
      {attempts}
      {error ? <Alert severity="error">{errorMessageOf(error, 'Something went wrong, please try again.')}</Alert> : null}
      {order.nextSteps.map((step) => (
        <Button key={step} variant={step === 'COMPLETED' ? 'contained' : 'outlined'} color={step === 'COMPLETED' ? 'success' : 'primary'} onClick={() => setAsking(step)} disabled={busy}>
          {STEP[step].button}
        </Button>
      ))}
      {canCancel ? (
        <Button color="error" variant="outlined" onClick={() => setAsking('cancel')} disabled={busy}>
          {refund ? 'Cancel and refund' : 'Cancel order'}
        </Button>
      ) : null}

      <ConfirmDialog
        open={asking !== null}
        title={asking === 'cancel' ? `Cancel ${order.displayOrderId}?` : asking ? STEP[asking].title : ''}
        confirm={asking === 'cancel' ? (refund ? `Cancel and refund ${formatPrice(order.total)}` : 'Cancel order') : asking ? STEP[asking].button : ''}
        destructive={asking === 'cancel'}
        busy={busy}
        ready={asking !== 'COMPLETED' || ageChecked}
        onClose={close}
        onConfirm={confirm}
      >
        <Stack spacing={2}>
          <Typography>
            {asking === 'cancel'
              ? refund
                ? `${formatPrice(order.total)} is refunded to the shopper's card, the sommelier commission is reversed and the coupon use given back. The shopper is mailed.`
                : "The card was not charged. The coupon use is given back and the shopper is mailed."
              : asking
                ? STEP[asking].text
                : ''}
          </Typography>
          {asking === 'COMPLETED' ? (
            <FormControlLabel control={<Checkbox checked={ageChecked} onChange={(event) => setAgeChecked(event.target.checked)} />} label="The recipient's ID shows they are 21 or over" />
          ) : null}
          <TextField
            label={asking === 'cancel' ? 'Reason (kept in the order history)' : 'Note (optional, kept in the order history)'}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
