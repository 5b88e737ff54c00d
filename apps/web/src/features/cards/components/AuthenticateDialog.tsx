import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { authenticateTestPayment } from '../api/authenticateTestPayment';

/** The test gateway's 3-D Secure page: the shopper completes or fails the authentication. */
export function AuthenticateDialog({ open, clientSecret, onClose }: { open: boolean; clientSecret: string; onClose: (status: string, message?: string) => void }) {
  const [busy, setBusy] = useState(false);
  const answer = async (approve: boolean) => {
    setBusy(true);
    try {
      const result = await authenticateTestPayment(clientSecret, approve);
      onClose(result.status, result.message);
    } catch {
      onClose('failed', Text.paymentUnexpectedError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} aria-labelledby="authenticate-title">
      <DialogTitle id="authenticate-title">Confirm this payment</DialogTitle>
      <DialogContent>
        <Typography>Your bank asks you to confirm this payment (test mode: 3-D Secure).</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void answer(false)} disabled={busy}>
          Fail authentication
        </Button>
        <Button variant="contained" onClick={() => void answer(true)} disabled={busy}>
          Complete authentication
        </Button>
      </DialogActions>
    </Dialog>
  );
}
