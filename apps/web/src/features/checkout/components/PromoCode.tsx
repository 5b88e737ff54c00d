import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { quotationBody } from '@wine/contract/checkout';
import { Text } from '@wine/contract/texts';
import { FormTextField } from '../../../components/ui/FormTextField';
import { useContractForm } from '../../../lib/contractForm';
import { upperCaseCode } from '../../../lib/inputFilters';

/** The coupon code by the pricing call's rule (trimmed, in capitals, 1 to 40 characters). */
const promoForm = z.object({ code: quotationBody.shape.voucherCode.unwrap() });

interface Props {
  /** The code the box opens with: the one typed earlier in this checkout, or the applied one. */
  startCode: string;
  /** Each change of the typed code, kept by the checkout while the shopper moves between steps. */
  onCode: (code: string) => void;
  /** The coupon the pricing accepted, or null. */
  appliedCode: string | null;
  applying: boolean;
  /** "Sorry, this coupon is not valid." or the pricing failure. */
  error: string | null;
  /** The coupon discount of the current pricing, "$5.00", once accepted. */
  savedLabel: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The Promo Code box (spec 001 §2.14, §5): uppercase input, read-only once applied, Apply/Remove. */
export function PromoCode({ startCode, onCode, appliedCode, applying, error, savedLabel, onApply, onRemove }: Props) {
  const form = useContractForm(promoForm, { code: startCode });
  const typed = useWatch({ control: form.control, name: 'code' });
  const applied = appliedCode !== null;
  const submit = form.handleSubmit(({ code }) => {
    if (!applied) onApply(code);
  });
  const remove = () => {
    form.reset({ code: '' });
    onRemove();
  };

  return (
    <Box component="section" aria-labelledby="promo-code" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography id="promo-code" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {Text.promoCode}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <FormTextField
          form={form}
          name="code"
          filter={(field) => upperCaseCode(field, onCode)}
          size="small"
          fullWidth
          placeholder="Enter promo code"
          slotProps={{ htmlInput: { 'aria-label': Text.promoCode, readOnly: applied, maxLength: 40, autoCapitalize: 'characters' } }}
        />
        {applied ? (
          <Button variant="outlined" onClick={remove} disabled={applying}>
            Remove
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={applying || typed.trim() === ''}>
            {applying ? 'Applying...' : 'Apply'}
          </Button>
        )}
      </Box>
      {applied && savedLabel ? (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Congratulations! Coupon {appliedCode} applied. You saved {savedLabel} on this order.
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
