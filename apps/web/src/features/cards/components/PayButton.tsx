import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LockIcon from '@mui/icons-material/Lock';
import { formatMoney } from '@wine/contract/money';

/** The pay button: the amount (cents / 100) and a lock icon when idle. */
export function PayButton({ amountCents, busy, disabled }: { amountCents: number; busy: boolean; disabled?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LockIcon />}
    >
      {busy ? 'Processing...' : `Pay ${formatMoney(amountCents)}`}
    </Button>
  );
}
