import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Text } from '@wine/contract/texts';
import { ApiError } from '../../../lib/http';
import { confirmTestCard } from '../api/confirmTestCard';
import { AuthenticateDialog } from './AuthenticateDialog';
import { PayButton } from './PayButton';

/**
 * The expiry as the shopper types it, like the provider's form: digits only, the slash added after
 * the month ("1230" is "12/30"), a month typed as one digit above 1 padded ("4" is "04/").
 */
function formatExpiry(typed: string, previous: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit, not nothing.
  if (previous.endsWith('/') && typed === previous.slice(0, -1)) digits = digits.slice(0, -1);
  if (digits.length < 2) return digits;
  return digits.length === 2 && typed.length < previous.length ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The built-in test gateway's card form, in place of the provider's embedded form: the numbers go
 * only to the test gateway's endpoint. Calls onDone with the payment's status for the return view.
 */
export function TestCardForm({ clientSecret, amountCents, onDone }: { clientSecret: string; amountCents: number; onDone: (status: string, message?: string) => void }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const match = /^(\d{1,2})\s*\/\s*(\d{2,4})$/.exec(expiry.trim());
    if (!match) {
      setMessage("Your card's expiration date is incomplete.");
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await confirmTestCard({ clientSecret, number, expMonth: Number(match[1]), expYear: Number(match[2]), cvc });
      if (result.status === 'requires_action') setAuthenticating(true);
      else onDone(result.status, result.message);
    } catch (error) {
      // Card and validation errors show the provider's message (spec 001 §8).
      setMessage(error instanceof ApiError && error.httpStatus === 400 ? error.errorMessage : Text.paymentUnexpectedError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Card details">
      <TextField label="Card number" value={number} onChange={(event) => setNumber(event.target.value)} inputMode="numeric" autoComplete="cc-number" required />
      {/* Side by side, a phone's half width cuts "Expiry (MM/YY)" short: one under the other there. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Expiry (MM/YY)"
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value, expiry))}
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          fullWidth
        />
        <TextField label="CVC" value={cvc} onChange={(event) => setCvc(event.target.value)} inputMode="numeric" autoComplete="cc-csc" required fullWidth />
      </Stack>
      {message && <Alert severity="error">{message}</Alert>}
      <PayButton amountCents={amountCents} busy={busy} />
      <AuthenticateDialog
        open={authenticating}
        clientSecret={clientSecret}
        onClose={(status, failure) => {
          setAuthenticating(false);
          onDone(status, failure);
        }}
      />
    </Stack>
  );
}
