import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';

interface Props {
  code: string;
  onCode: (code: string) => void;
  applied: boolean;
  applying: boolean;
  /** "Sorry, this coupon is not valid." or the pricing failure. */
  error: string | null;
  /** The coupon discount of the current pricing, "$5.00", once accepted. */
  savedLabel: string | null;
  onApply: () => void;
  onRemove: () => void;
}

/** The Promo Code box (spec 001 §2.14, §5): uppercase input, read-only once applied, Apply/Remove. */
export function PromoCode({ code, onCode, applied, applying, error, savedLabel, onApply, onRemove }: Props) {
  return (
    <Box component="section" aria-labelledby="promo-code" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography id="promo-code" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {Text.promoCode}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!applied) onApply();
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          size="small"
          fullWidth
          value={code}
          onChange={(event) => onCode(event.target.value.toUpperCase().replace(/\s/g, ''))}
          placeholder="Enter promo code"
          slotProps={{ htmlInput: { 'aria-label': Text.promoCode, readOnly: applied, maxLength: 40, autoCapitalize: 'characters' } }}
        />
        {applied ? (
          <Button variant="outlined" onClick={onRemove} disabled={applying}>
            Remove
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={applying || code.trim() === ''}>
            {applying ? 'Applying...' : 'Apply'}
          </Button>
        )}
      </Box>
      {applied && savedLabel ? (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Congratulations! Coupon {code} applied. You saved {savedLabel} on this order.
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
