import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatMoney, parsePrice } from '@wine/contract/money';
import { returnRefund } from '@wine/contract/pricing';
import { RETURN_REASON_MAX, returnRequestBody, type OrderReturns, type ReturnRequestBody } from '@wine/contract/returns';
import { errorMessageOf } from '../../../lib/http';
import { formResolver } from '../../../lib/formResolver';
import { useSaveOnce } from '../../../lib/useSaveOnce';
import { FormTextField } from '../../../components/ui/FormTextField';

interface FormValues {
  lines: { catalogueId: string; quantity: string }[];
  reason: string;
  unopened: boolean;
}

const bodyOf = (values: FormValues) => ({
  lines: values.lines.filter((line) => Number(line.quantity) > 0).map((line) => ({ catalogueId: line.catalogueId, quantity: Number(line.quantity) })),
  reason: values.reason,
  unopened: values.unopened,
});

/**
 * What the chosen bottles refund, by the one pricing function the server refunds with: each line's
 * bottles counted after those already in a return, as the server counts them when the return is sent.
 */
function refundOf(returns: OrderReturns, chosen: FormValues['lines']): number {
  const order = {
    lines: returns.lines.map((line) => ({ unitPriceCents: parsePrice(line.unitPrice), quantity: line.bought, discountPercent: line.discountPercent })),
    couponDiscountCents: parsePrice(returns.couponDiscount),
    taxCents: parsePrice(returns.taxes),
  };
  const returned = chosen.flatMap((pick) => {
    const index = returns.lines.findIndex((line) => line.catalogueId === pick.catalogueId);
    const line = returns.lines[index];
    const quantity = Number(pick.quantity);
    return line && quantity > 0 ? [{ index, quantity, before: line.bought - line.returnable }] : [];
  });
  return returnRefund(order, returned).total.refundCents;
}

/** The contract's rules, judging the body the form makes: each issue lands on the field of the same name. */
const returnForm = z.preprocess(bodyOf, returnRequestBody);

interface Props {
  returns: OrderReturns;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: ReturnRequestBody) => void;
}

/** Which bottles, how many of each, why, and the confirmation that they are unopened (the FAQ's condition). */
export function ReturnFormDialog({ returns, saving, error, onClose, onSave }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const lines = returns.lines.filter((line) => line.returnable > 0);
  const form = useForm<FormValues>({
    resolver: formResolver(returnForm, { raw: true }),
    defaultValues: { lines: lines.map((line) => ({ catalogueId: line.catalogueId, quantity: lines.length === 1 ? '1' : '0' })), reason: '', unopened: false },
  });
  const { errors } = form.formState;
  // An issue of the whole list (no bottle chosen) is the array's root error.
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  const save = useSaveOnce(onSave, saving, error);
  const submit = form.handleSubmit((values) => save(returnRequestBody.parse(bodyOf(values))));
  const chosen = useWatch({ control: form.control, name: 'lines' });
  const refundCents = refundOf(returns, chosen);

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="return-form-title" fullWidth maxWidth="sm" fullScreen={phone}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="return-form-title">Return bottles</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Choose the unopened bottles to return. Once the retailer has them back, you are refunded their price, less their share of any discount, plus
            their tax. The delivery fee is not refunded.
          </Typography>
          <Box role="group" aria-label="Bottles to return" sx={{ display: 'grid', gap: 1.5, mb: 1 }}>
            {lines.map((line, index) => (
              <Controller
                key={line.catalogueId}
                control={form.control}
                name={`lines.${index}.quantity`}
                render={({ field }) => (
                  <TextField
                    select
                    id={`return-line-${index}`}
                    label={line.title}
                    value={field.value}
                    onChange={(event) => {
                      // The list's own error ("choose at least one") is judged again on the next submit.
                      form.clearErrors('lines');
                      field.onChange(event);
                    }}
                    helperText={`${line.returnable} of ${line.bought} ${line.bought === 1 ? 'bottle' : 'bottles'} can be returned`}
                  >
                    {Array.from({ length: line.returnable + 1 }, (_, count) => (
                      <MenuItem key={count} value={String(count)}>
                        {count === 0 ? 'None' : count}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ))}
          </Box>
          {linesError ? <FormHelperText error>{linesError}</FormHelperText> : null}
          <Typography role="status" aria-live="polite" sx={{ mt: 1.5, fontWeight: 600 }}>
            {refundCents > 0 ? `You will be refunded ${formatMoney(refundCents)}` : 'Choose bottles to see your refund'}
          </Typography>
          <FormTextField
            form={form}
            name="reason"
            label="Reason"
            required
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: RETURN_REASON_MAX } }}
            hint="For example: a duplicate gift, or not the vintage you wanted."
          />
          <Controller
            control={form.control}
            name="unopened"
            render={({ field, fieldState }) => (
              <Box sx={{ mt: 1.5 }}>
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label="I confirm these bottles are unopened, with their capsules and labels intact."
                />
                {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
              </Box>
            )}
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {errorMessageOf(error, 'Your return could not be sent. Please try again.')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Keep my bottles
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Sending...' : 'Ask to return'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
