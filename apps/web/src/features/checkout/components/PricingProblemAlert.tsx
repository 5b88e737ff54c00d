import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorCode } from '@wine/contract/errors';
import type { PricingProblem } from '../useCartPricing';

interface Props {
  problem: PricingProblem;
  onPickUp: () => void;
  onRetry: () => void;
}

/** Why the cart cannot be priced as chosen (spec 001 §8), with what the shopper can do: pick up instead, or try again. */
export function PricingProblemAlert({ problem, onPickUp, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        problem.code === ErrorCode.ADDRESS_NOT_DELIVERABLE ? (
          <Button color="inherit" size="small" onClick={onPickUp} sx={{ whiteSpace: 'nowrap' }}>
            Pick up in store
          </Button>
        ) : problem.code === null ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {problem.message}
    </Alert>
  );
}
