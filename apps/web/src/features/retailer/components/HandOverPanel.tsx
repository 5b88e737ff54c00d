import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deliveredBody, type ConsoleOrder, type HandOverStepValue } from '@wine/contract/fulfilment';
import { useHandOverOrder } from '../api/handOverOrder';
import { formatDateTime } from '../../../lib/recordDates';
import { MAX_DELIVERY_ATTEMPTS } from '@wine/contract/delivery-attempts';
import { DeliveryAttempts } from '../../../components/ui/DeliveryAttempts';
import { retailerOrderCache } from '../api/getRetailerOrder';
import { ActionError } from '../../../components/ui/ActionError';
import { FormCheckbox } from '../../../components/ui/FormCheckbox';
import { useContractForm } from '../../../lib/contractForm';

type Step = Exclude<HandOverStepValue, 'COMPLETED'>;

/** Mark delivered, by the contract's rule: only once the recipient's age was checked (the box ticked). */
const deliveredForm = z.object({ ageChecked: z.boolean().pipe(deliveredBody.shape.ageChecked) });

const STEPS: Record<Step, { button: string; question: string; mail: string; done: string }> = {
  READY_FOR_PICKUP: {
    button: 'Mark ready for pickup',
    question: 'Is this order ready for pickup?',
    mail: 'The shopper is told by email that they can collect it, with a valid ID.',
    done: 'Marked ready for pickup; the shopper was told by email',
  },
  OUT_FOR_DELIVERY: {
    button: 'Mark out for delivery',
    question: 'Is this order out for delivery?',
    mail: 'The shopper is told by email that it is on its way and that an adult aged 21 or over must receive it.',
    done: 'Marked out for delivery; the shopper was told by email',
  },
};

/** Why an order offers no hand-over step, or what happened at hand-over. */
function StatusNote({ order }: { order: ConsoleOrder }) {
  switch (order.status) {
    case 'CONFIRMED':
      return (
        <Alert severity="info">
          Not charged yet: the shopper’s card is charged tonight, after 11:30pm store time. You can prepare this order, but hand it over only
          once it is charged.
        </Alert>
      );
    case 'PAYMENT_FAILED':
      return (
        <Alert severity="warning">
          The card charge failed and the shopper was asked to pay again. Do not hand this order over until it shows as charged.
        </Alert>
      );
    case 'COMPLETED':
      return (
        <Alert severity="success">
          Delivered{order.completedAt ? ` on ${formatDateTime(order.completedAt)}` : ''}.
          {order.ageCheck
            ? ` Recipient’s age (21 or over) checked${order.ageCheck.checkedBy ? ` by ${order.ageCheck.checkedBy.name}` : ''}.`
            : ''}
        </Alert>
      );
    case 'DELIVERY_FAILED':
      return (
        <Alert severity="warning">
          The delivery failed. The shopper was told by email and asked to agree to a re-delivery; this order shows as re-delivery agreed
          when they do. Keep the bottles until then.
        </Alert>
      );
    case 'REDELIVERY':
      return <Alert severity="info">The shopper agreed to a re-delivery: mark it out for delivery when it goes out again.</Alert>;
    case 'UNDELIVERED':
      return (
        <Alert severity="error">
          Returned after {MAX_DELIVERY_ATTEMPTS} failed delivery attempts: its bottles are back in your stock and the shopper was refunded less the delivery fee.
          Do not hand it over.
        </Alert>
      );
    case 'CANCEL':
    case 'ADMIN_CANCEL':
      return <Alert severity="error">This order was cancelled{order.cancelledAt ? ` on ${formatDateTime(order.cancelledAt)}` : ''}. Do not hand it over.</Alert>;
    default:
      return null;
  }
}

/**
 * The hand-over actions the order allows now (the server's nextSteps): ready for pickup or out for
 * delivery after a confirmation, delivered only once the age check box is ticked.
 */
export function HandOverPanel({ order }: { order: ConsoleOrder }) {
  const { enqueueSnackbar } = useSnackbar();
  const handOver = useHandOverOrder();
  const [asking, setAsking] = useState<Step | null>(null);
  const ageForm = useContractForm(deliveredForm, { ageChecked: false });
  const ageChecked = useWatch({ control: ageForm.control, name: 'ageChecked' });
  const steps = order.nextSteps.filter((step): step is Step => step !== 'COMPLETED');
  const canDeliver = order.nextSteps.includes('COMPLETED');

  const confirmStep = (step: Step) =>
    handOver.mutate(
      { orderId: order._id, step },
      {
        onSuccess: () => enqueueSnackbar(STEPS[step].done, { variant: 'success' }),
        onSettled: () => setAsking(null),
      },
    );

  const deliver = ageForm.handleSubmit((body) =>
    handOver.mutate(
      { orderId: order._id, step: 'COMPLETED', ...body },
      { onSuccess: () => enqueueSnackbar(`${order.displayOrderId} is delivered`, { variant: 'success' }) },
    ),
  );

  return (
    <Stack spacing={2}>
      <StatusNote order={order} />
      <ActionError action={handOver} />
      <DeliveryAttempts order={order} ordersPath="/retailer/orders" cache={retailerOrderCache} />
      {steps.map((step) => (
        <Button key={step} variant="contained" onClick={() => setAsking(step)} disabled={handOver.isPending}>
          {STEPS[step].button}
        </Button>
      ))}
      {steps.length > 0 && canDeliver ? (
        <Divider>
          <Typography variant="body2" color="text.secondary">
            or hand it over now
          </Typography>
        </Divider>
      ) : null}
      {canDeliver ? (
        <Box component="form" aria-label="Hand-over" noValidate onSubmit={deliver}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Wine may only be handed to an adult aged 21 or over: check a valid photo ID before handing the order over.
          </Typography>
          <FormCheckbox form={ageForm} name="ageChecked" label="I checked the recipient is 21 or over" />
          <Button type="submit" variant="contained" color="success" fullWidth disabled={!ageChecked || handOver.isPending} sx={{ mt: 1 }}>
            Mark delivered
          </Button>
        </Box>
      ) : null}

      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="hand-over-title">
        {asking ? (
          <>
            <DialogTitle id="hand-over-title">{STEPS[asking].question}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {order.displayOrderId} for {order.shopper.name}. {STEPS[asking].mail}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsking(null)}>Not yet</Button>
              <Button variant="contained" onClick={() => confirmStep(asking)} disabled={handOver.isPending}>
                {STEPS[asking].button}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Stack>
  );
}
