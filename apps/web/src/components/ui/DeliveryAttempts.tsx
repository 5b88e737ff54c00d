import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_FAILURE_REASONS, DeliveryFailureReason, MAX_DELIVERY_ATTEMPTS, deliveryAttemptBody, type DeliveryAttempt } from '@wine/contract/delivery-attempts';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { formatPrice } from '@wine/contract/money';
import type { OrderCache } from '../../lib/consoleOrders';
import { useContractForm } from '../../lib/contractForm';
import { useDeliveryAttempts, useRecordDeliveryAttempt } from '../../lib/deliveryAttempts';
import { formatDateTime } from '../../lib/recordDates';
import { useSnackbar } from '../../lib/toast';
import { ActionError } from './ActionError';
import { FormRadioGroup } from './FormRadioGroup';
import { FormTextField } from './FormTextField';

/** The contract's body of a failed attempt, from the form's fields: no reason chosen yet is '', a blank note none. */
const attemptForm = z.object({
  reason: z.string().pipe(DeliveryFailureReason),
  note: z.string().transform((note) => note.trim() || undefined).pipe(deliveryAttemptBody.shape.note),
});

const REASONS = DeliveryFailureReason.options.map((option) => ({ value: option, label: DELIVERY_FAILURE_REASONS[option] }));

function answerOf(attempt: DeliveryAttempt): string {
  if (!attempt.redeliveryAgreedAt) return 'waiting for the shopper';
  return attempt.redeliveryFee && attempt.redeliveryFee !== '0.00'
    ? `re-delivery agreed, ${formatPrice(attempt.redeliveryFee)} fee paid`
    : 're-delivery agreed (free)';
}

/** The order's failed attempts, oldest first. */
function AttemptList({ attempts, last }: { attempts: DeliveryAttempt[]; last: boolean }) {
  return (
    <Box component="ol" aria-label="Delivery attempts" sx={{ m: 0, pl: 2.5 }}>
      {attempts.map((attempt) => (
        <li key={attempt.number}>
          <Typography variant="body2">
            <strong>{DELIVERY_FAILURE_REASONS[attempt.reason]}</strong>
            {` · ${formatDateTime(attempt.createdAt)}${attempt.recordedBy ? ` · ${attempt.recordedBy.name}` : ''}`}
            {last && attempt.number === MAX_DELIVERY_ATTEMPTS ? ' · order returned' : ` · ${answerOf(attempt)}`}
          </Typography>
          {attempt.note ? (
            <Typography variant="body2" color="text.secondary">
              {attempt.note}
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}

/**
 * The hand-over's failed delivery attempts (the FAQ's three): the list so far and, while the order is
 * out for delivery, the form that records one with its reason. The third returns the order to the
 * shop, so its button says so.
 */
export function DeliveryAttempts({ order, ordersPath, cache }: { order: ConsoleOrder; ordersPath: string; cache: OrderCache }) {
  const { enqueueSnackbar } = useSnackbar();
  const attempts = useDeliveryAttempts(ordersPath, order._id);
  const record = useRecordDeliveryAttempt(ordersPath, cache);
  const form = useContractForm(attemptForm, { reason: '', note: '' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const list = attempts.data?.attempts ?? [];
  const outForDelivery = order.status === 'OUT_FOR_DELIVERY';
  if (order.deliveryType !== 'delivery' || (list.length === 0 && !outForDelivery)) return null;
  const number = list.length + 1;
  const last = number >= MAX_DELIVERY_ATTEMPTS;

  const submit = form.handleSubmit((body) => {
    record.mutate(
      { orderId: order._id, ...body },
      {
        onSuccess: (updated) => {
          form.reset();
          enqueueSnackbar(
            updated.status === 'UNDELIVERED'
              ? `${order.displayOrderId} returned to your shop; the shopper was refunded and told by email`
              : `Failed attempt recorded; the shopper was told by email`,
            { variant: 'success' },
          );
        },
      },
    );
  });

  return (
    <Stack spacing={1.5}>
      {list.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Failed delivery attempts ({list.length} of {MAX_DELIVERY_ATTEMPTS})
          </Typography>
          <AttemptList attempts={list} last={order.status === 'UNDELIVERED'} />
        </Box>
      ) : null}
      {outForDelivery && attempts.isSuccess ? (
        <Box
          component="form"
          aria-label="Failed delivery attempt"
          noValidate
          onSubmit={submit}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
        >
          <FormRadioGroup
            form={form}
            name="reason"
            id={`attempt-reason-${order._id}`}
            label={`Could not deliver? Attempt ${number} of ${MAX_DELIVERY_ATTEMPTS}`}
            options={REASONS}
            required
          />
          <FormTextField
            form={form}
            name="note"
            label="Note (optional, kept in the order history)"
            size="small"
            fullWidth
            sx={{ my: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {last
              ? 'This is the last attempt: the order comes back to your shop, its bottles go back in stock and the shopper is refunded less the delivery fee.'
              : 'The shopper is told by email and asked to agree to a re-delivery; the order comes back to this tab when they do.'}
          </Typography>
          <ActionError action={record} sx={{ mb: 1 }} />
          <Button type="submit" variant="outlined" color={last ? 'error' : 'warning'} fullWidth disabled={!reason || record.isPending}>
            {last ? 'Record the last attempt and return the order' : 'Record failed attempt'}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
