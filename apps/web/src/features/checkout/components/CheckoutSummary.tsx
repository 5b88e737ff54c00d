import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { CartLine } from '@wine/contract/cart';
import type { Pricing } from '@wine/contract/checkout';
import { Text } from '@wine/contract/texts';
import type { Coupon } from '../api/getCoupons';
import { AvailableOffers } from './AvailableOffers';
import { CostSummary, type SummaryRefusal } from './CostSummary';

/** Each step's primary button (spec 001 §2.14). */
const BUTTONS = [Text.proceedToCheckout, Text.continueToBilling, Text.continueToPayment, Text.confirmAndPay] as const;

interface Props {
  step: number;
  coupons: Coupon[];
  pricing: Pricing | undefined;
  awaitingAddress: boolean;
  loading: boolean;
  refusal: SummaryRefusal | null;
  /** What the shopper must still choose before going on. */
  prompt: string | null;
  /** Lines asking for more bottles than their wine has left. */
  shortLines: CartLine[];
  placeError: string | null;
  placing: boolean;
  /** Whether the primary button waits (a pricing problem, or the payment step's pricing not in yet). */
  blocked: boolean;
  onAdvance: () => void;
  onBackToCart: () => void;
}

/** The right column: Available Offers, the order cost summary, what stops the shopper, and the step's primary button. */
export function CheckoutSummary({ step, coupons, pricing, awaitingAddress, loading, refusal, prompt, shortLines, placeError, placing, blocked, onAdvance, onBackToCart }: Props) {
  return (
    <Box component="aside" aria-label="Order summary" sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
      <AvailableOffers coupons={coupons} />
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
        <CostSummary pricing={pricing} awaitingAddress={awaitingAddress} loading={loading} refusal={refusal} />
        {prompt ? (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {prompt}
          </Alert>
        ) : null}
        {shortLines.length > 0 ? (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              step > 1 ? (
                <Button color="inherit" size="small" onClick={onBackToCart} sx={{ whiteSpace: 'nowrap' }}>
                  {Text.backToCart}
                </Button>
              ) : undefined
            }
          >
            {shortLines.length === 1 ? 'A wine in your cart has fewer bottles left than you asked for. Please change it to continue.' : 'Some wines in your cart have fewer bottles left than you asked for. Please change them to continue.'}
          </Alert>
        ) : null}
        {placeError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {placeError}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onAdvance}
          disabled={placing || blocked || shortLines.length > 0}
          sx={{ mt: 2, py: 1.4, letterSpacing: 0.5 }}
        >
          {placing ? Text.processingOrder : BUTTONS[step - 1]}
        </Button>
      </Paper>
    </Box>
  );
}
