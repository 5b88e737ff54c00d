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
      <Stack direction="row" spacing={2}>
        <TextField label="Expiry (MM/YY)" value={expiry} onChange={(event) => setExpiry(event.target.value)} autoComplete="cc-exp" required fullWidth />
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
