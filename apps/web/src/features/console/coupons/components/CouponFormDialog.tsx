import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { COUPON_KIND_LABELS, couponBody, type AdminCoupon, type CouponBody } from '@wine/contract/admin/coupons';
import { COUPON_KINDS, type CouponKind } from '@wine/contract/pricing';
import { ErrorCode } from '@wine/contract/errors';
import { ApiError, errorMessageOf } from '../../../../lib/http';
import { isoToLocalInput, localInputToIso } from '../../../../lib/recordDates';
import { AdminFormDialog } from '../../shared/components/AdminFormDialog';
import { FormSwitch } from '../../../../components/ui/FormSwitch';
import { dollarsSlotProps } from '../../../../components/ui/FormTextField';
import { useRecordForm, type RecordFormProps } from '../../shared/components/recordForm';

interface FormValues {
  code: string;
  description: string;
  kind: CouponKind;
  percentage: string;
  amountOff: string;
  minAmount: string;
  maxAmount: string;
  validFrom: string;
  validUntil: string;
  totalLimit: string;
  perUserLimit: string;
  isVisible: boolean;
  isActive: boolean;
}
type TextKey = Exclude<keyof FormValues, 'kind' | 'isVisible' | 'isActive'>;

const valuesOf = (coupon: AdminCoupon | null): FormValues => ({
  code: coupon?.code ?? '',
  description: coupon?.description ?? '',
  kind: coupon?.kind ?? 'percentage',
  percentage: coupon?.percentage === null || coupon === null ? '' : String(coupon.percentage),
  amountOff: coupon?.amountOff ?? '',
  minAmount: coupon?.minAmount ?? '',
  maxAmount: coupon?.maxAmount ?? '',
  validFrom: isoToLocalInput(coupon?.validFrom ?? null),
  validUntil: isoToLocalInput(coupon?.validUntil ?? null),
  totalLimit: coupon?.totalLimit === null || coupon === null ? '' : String(coupon.totalLimit),
  perUserLimit: coupon?.perUserLimit === null || coupon === null ? '' : String(coupon.perUserLimit),
  isVisible: coupon?.isVisible ?? true,
  isActive: coupon?.isActive ?? true,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form's strings as the call's body; the contract's rules then judge it. */
const bodyOf = (values: FormValues): CouponBody => ({
  code: values.code,
  description: values.description,
  kind: values.kind,
  // The other kind's amount is not sent: the form keeps it only while the admin switches back and forth.
  percentage: values.kind === 'percentage' ? numberOrNull(values.percentage) : null,
  amountOff: values.kind === 'amount' ? orNull(values.amountOff) : null,
  minAmount: orNull(values.minAmount),
  maxAmount: orNull(values.maxAmount),
  validFrom: localInputToIso(values.validFrom),
  validUntil: localInputToIso(values.validUntil),
  totalLimit: numberOrNull(values.totalLimit),
  perUserLimit: numberOrNull(values.perUserLimit),
  isVisible: values.isVisible,
  isActive: values.isActive,
});

/** The contract's rules, judging the body the form makes: each issue lands on the field of the same name. */
const couponForm = z.preprocess(bodyOf, couponBody);

interface Props extends RecordFormProps<CouponBody> {
  /** The coupon being edited, or null for a new one. */
  coupon: AdminCoupon | null;
}

/** Create or edit a coupon; checked with the contract's rules before it is sent. */
export function CouponFormDialog({ coupon, ...record }: Props) {
  const { form, errors, dialog } = useRecordForm(couponForm, valuesOf(coupon), bodyOf, record);
  const { error } = record;
  const codeTaken = error instanceof ApiError && error.errorCode === ErrorCode.COUPON_CODE_TAKEN;
  const kind = form.watch('kind');

  const text = (key: TextKey, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      {...extra}
      label={label}
      {...form.register(key)}
      error={Boolean(errors[key]) || (key === 'code' && codeTaken)}
      helperText={errors[key]?.message ?? (key === 'code' && codeTaken ? errorMessageOf(error, '') : extra.helperText)}
      fullWidth
    />
  );

  return (
    <AdminFormDialog
      record="coupon"
      title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      editing={coupon !== null}
      errorShownInField={codeTaken}
      maxWidth="sm"
      columns="1fr 1fr"
      {...dialog}
      footer={
        <>
          {coupon && coupon.usedCount > 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Used {coupon.usedCount} {coupon.usedCount === 1 ? 'time' : 'times'}. Changes apply to new orders only; placed orders keep their discount.
            </Alert>
          ) : null}
        </>
      }
    >
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <FormControl sx={{ gridColumn: '1 / -1' }}>
            <FormLabel id="coupon-kind">Kind</FormLabel>
            <RadioGroup row aria-labelledby="coupon-kind" value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {COUPON_KINDS.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={COUPON_KIND_LABELS[option]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {text('code', 'Code', { helperText: 'What shoppers type at checkout; letters, digits, - and _', slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } } })}
      {kind === 'percentage'
        ? text('percentage', 'Discount', { helperText: 'Of the cart after the wines\' own offers', slotProps: { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'decimal' } } })
        : text('amountOff', 'Amount off', { helperText: 'Never more than the cart after offers', slotProps: dollarsSlotProps })}
      <Box sx={{ gridColumn: '1 / -1' }}>{text('description', 'Description', { helperText: 'Shown in Available Offers at checkout' })}</Box>
      {text('minAmount', 'Minimum cart amount', { helperText: 'Optional', slotProps: dollarsSlotProps })}
      {text('maxAmount', 'Maximum cart amount', { helperText: 'Optional', slotProps: dollarsSlotProps })}
      {text('validFrom', 'Valid from', { type: 'datetime-local', helperText: 'Optional; your time zone', slotProps: { inputLabel: { shrink: true } } })}
      {text('validUntil', 'Valid until', { type: 'datetime-local', helperText: 'Optional; your time zone', slotProps: { inputLabel: { shrink: true } } })}
      {text('totalLimit', 'Total uses', { helperText: 'Optional; empty for no limit', slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      {text('perUserLimit', 'Uses per shopper', { helperText: 'Optional; empty for no limit', slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      <FormSwitch form={form} name="isVisible" label="Listed in Available Offers" />
      <FormSwitch form={form} name="isActive" label="Active" />
    </AdminFormDialog>
  );
}
