import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { useContractForm } from '../../../lib/contractForm';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSavedCards } from '../../../lib/cards';
import { payOrder, useOrderPayment } from '../api/orderPayment';
import { AuthenticateDialog } from '../components/AuthenticateDialog';
import type { PayOrderCardState, PayOrderReturn } from '../components/cardFlow';
import { PayButton } from '../components/PayButton';
import { brandName, payOrderBody } from '@wine/contract/cards';
import { displayOrderNumber } from '@wine/contract/order-status';
import { CardPage } from '../components/CardPage';

/** Stripe's 3-D Secure for an on-session payment; Stripe.js is loaded only when needed. */
async function stripeAuthenticate(publishableKey: string, clientSecret: string): Promise<void> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error(Text.paymentUnexpectedError);
  const { error } = await stripe.handleNextAction({ clientSecret });
  if (error) throw new Error(error.message ?? Text.paymentNotSuccessful);
}

/** /payment/pay/{orderId}: pay a payment-failed order with a saved card, or complete its authentication. */
export default function PayOrderPage() {
  useDocumentTitle('Pay for your order');
  const { orderId = '' } = useParams();
  const session = useSession();
  const userId = session?.user.id ?? '';
  const info = useOrderPayment(orderId);
  const cards = useSavedCards(userId);
  const location = useLocation();
  // Back from adding a card on the way: that card is the one to pay with.
  const addedCard = (location.state as Partial<PayOrderCardState> | null)?.cardId ?? null;
  const failedCardId = info.data?.cardId ?? null;
  const savedFailedCard = cards.data?.find((card) => card.id === failedCardId)?.id;
  // The card the page starts with arrives with the cards; one the shopper picked meanwhile stays picked.
  const form = useContractForm(
    payOrderBody,
    { cardId: '' },
    { values: { cardId: addedCard ?? savedFailedCard ?? cards.data?.[0]?.id ?? '' }, resetOptions: { keepDirtyValues: true } },
  );
  const cardId = useWatch({ control: form.control, name: 'cardId' });
  const chosen = addedCard ?? (form.formState.dirtyFields.cardId ? cardId : null);
  const [busy, setBusy] = useState(false);
  // An error belongs to the card it was met with: it is shown while that card is chosen (issue 45).
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string; cardId: string } | null>(null);
  const [authSecret, setAuthSecret] = useState<string | null>(null);
  const paid = message?.severity === 'success' || (info.data && info.data.orderStatus !== 'PAYMENT_FAILED');
  // The nightly charge's failure is that card's: it goes once the shopper picks or adds another one.
  const showFailure = !paid && (cardId === failedCardId || chosen === null);
  const shownMessage = message && (message.severity === 'success' || message.cardId === cardId) ? message : null;

  const pay = async (cardId: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await payOrder(orderId, cardId);
      if (result.paymentStatus === 'succeeded') {
        setMessage({ severity: 'success', text: Text.paymentSucceeded, cardId });
      } else if (result.clientSecret && info.data?.provider === 'stripe' && info.data.publishableKey) {
        await stripeAuthenticate(info.data.publishableKey, result.clientSecret);
        await pay(cardId);
      } else if (result.clientSecret) {
        setAuthSecret(result.clientSecret);
      }
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof ApiError || error instanceof Error ? error.message : Text.paymentUnexpectedError, cardId });
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit((body) => void pay(body.cardId));

  return (
    <CardPage title="Pay for your order">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {info.isPending ? (
          <CircularProgress aria-label="Loading" />
        ) : info.isError ? (
          <Alert severity="error">{Text.paymentSomethingWrong}</Alert>
        ) : (
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            <Typography>Order {displayOrderNumber(info.data.orderNumber)}</Typography>
            {info.data.failureMessage && showFailure && <Alert severity="warning">{info.data.failureMessage}</Alert>}
            {shownMessage && <Alert severity={shownMessage.severity}>{shownMessage.text}</Alert>}
            {paid ? (
              <Link component={RouterLink} to={`/order/${orderId}`}>
                See your order
              </Link>
            ) : (
              <>
                <Controller
                  control={form.control}
                  name="cardId"
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      label="Card"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={busy}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    >
                      {(cards.data ?? []).map((card) => (
                        <MenuItem key={card.id} value={card.id}>
                          {brandName(card.brand)} •••• {card.last4}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Link component={RouterLink} to="/payment/add-card" state={{ payOrderId: orderId } satisfies PayOrderReturn}>
                  Add new Credit/Debit card
                </Link>
                <PayButton amountCents={info.data.amount} busy={busy} disabled={!cardId} />
              </>
            )}
          </Stack>
        )}
      </Paper>
      {authSecret && (
        <AuthenticateDialog
          open
          clientSecret={authSecret}
          onClose={(status, failure) => {
            setAuthSecret(null);
            if (status === 'succeeded') void pay(cardId);
            else setMessage({ severity: 'error', text: failure ?? Text.paymentNotSuccessful, cardId });
          }}
        />
      )}
    </CardPage>
  );
}
