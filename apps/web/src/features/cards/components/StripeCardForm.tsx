import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Text } from '@wine/contract/texts';
import { PayButton } from './PayButton';

function StripeForm({ amountCents, returnUrl }: { amountCents: number; returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    // Stripe confirms the payment and returns to /payment/card-confirm with its redirect_status.
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    setMessage(error.type === 'card_error' || error.type === 'validation_error' ? (error.message ?? Text.paymentUnexpectedError) : Text.paymentUnexpectedError);
    setBusy(false);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      {/* Apple Pay and Google Pay are card wallets: shown wherever the browser and device offer them. */}
      <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'auto', googlePay: 'auto' } }} />
      {message && <Alert severity="error">{message}</Alert>}
      <PayButton amountCents={amountCents} busy={busy} disabled={!stripe || !elements} />
    </Stack>
  );
}

/** Stripe Elements (card and wallets), loaded only on the add-card page. */
export default function StripeCardForm({ publishableKey, clientSecret, amountCents, returnUrl }: { publishableKey: string; clientSecret: string; amountCents: number; returnUrl: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#b25661' } } }}>
      <StripeForm amountCents={amountCents} returnUrl={returnUrl} />
    </Elements>
  );
}
