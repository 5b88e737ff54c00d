import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { retailerBody, type Retailer, type RetailerBody } from '@wine/contract/admin/retailers';
import { isNoShipState, NO_SHIP_STATES, US_STATES } from '@wine/contract/states';
import { dollarsSlotProps, FormTextField } from '../../../../components/ui/FormTextField';
import { FormSelect } from '../../../../components/ui/FormSelect';
import { AdminFormDialog } from '../../shared/components/AdminFormDialog';
import { useRecordForm, type RecordFormProps } from '../../shared/components/recordForm';

type TextKey = 'name' | 'addressLine1' | 'city' | 'zip' | 'deliveryFee' | 'freeDeliveryThreshold';
type FormValues = Record<TextKey | 'state', string> & { deliversToStates: string[] };

const SHIPPABLE = US_STATES.filter((state) => !isNoShipState(state));

const valuesOf = (retailer: Retailer | null): FormValues => ({
  name: retailer?.name ?? '',
  addressLine1: retailer?.addressLine1 ?? '',
  city: retailer?.city ?? '',
  state: retailer?.state ?? '',
  zip: retailer?.zip ?? '',
  deliveryFee: retailer?.deliveryFee ?? '',
  freeDeliveryThreshold: retailer?.freeDeliveryThreshold ?? '',
  deliversToStates: retailer?.deliversToStates ?? [],
});

const bodyOf = (values: FormValues): RetailerBody => ({
  name: values.name,
  addressLine1: values.addressLine1,
  city: values.city,
  state: values.state,
  zip: values.zip,
  deliveryFee: values.deliveryFee.trim(),
  freeDeliveryThreshold: values.freeDeliveryThreshold.trim() === '' ? null : values.freeDeliveryThreshold.trim(),
  deliversToStates: values.deliversToStates,
});

/** The contract's rules, judging the body the form makes: each issue lands on the field of the same name. */
const retailerForm = z.preprocess(bodyOf, retailerBody);

interface Props extends RecordFormProps<RetailerBody> {
  /** The retailer being edited, or null for a new one. */
  retailer: Retailer | null;
}

/** Create or edit a retailer: where it is, what delivery costs, and the states it delivers to. */
export function RetailerFormDialog({ retailer, ...record }: Props) {
  const { form, dialog } = useRecordForm(retailerForm, valuesOf(retailer), bodyOf, record);

  return (
    <AdminFormDialog
      record="retailer"
      title={retailer ? `Edit ${retailer.name}` : 'New retailer'}
      editing={retailer !== null}
      columns="repeat(6, minmax(0, 1fr))"
      {...dialog}
      footer={
        <Controller
          control={form.control}
          name="deliversToStates"
          render={({ field, fieldState }) => (
            <>
              <Stack direction="row" sx={{ mt: 3, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} id="states-label">
                  Delivers to ({field.value.length})
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => field.onChange([...SHIPPABLE])}>
                    All allowed states
                  </Button>
                  <Button size="small" onClick={() => field.onChange([])}>
                    None
                  </Button>
                </Stack>
              </Stack>
              <Box role="group" aria-labelledby="states-label" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(9, 1fr)' }, columnGap: 1 }}>
                {US_STATES.map((state) => (
                  <FormControlLabel
                    key={state}
                    label={state}
                    disabled={isNoShipState(state)}
                    control={
                      <Checkbox
                        size="small"
                        checked={field.value.includes(state)}
                        onChange={(event) => field.onChange(event.target.checked ? [...field.value, state].sort() : field.value.filter((entry) => entry !== state))}
                      />
                    }
                  />
                ))}
              </Box>
              <FormHelperText error={Boolean(fieldState.error)}>
                {fieldState.error?.message ?? `The shop never delivers to ${NO_SHIP_STATES.join(', ')}.`}
              </FormHelperText>
            </>
          )}
        />
      }
    >
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}><FormTextField form={form} name="name" label="Name" fullWidth /></Box>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}><FormTextField form={form} name="addressLine1" label="Street address" fullWidth /></Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}><FormTextField form={form} name="city" label="City" fullWidth /></Box>
      <Box sx={{ gridColumn: { sm: 'span 1' } }}>
        <FormSelect form={form} name="state" label="State" fullWidth>
          {US_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </FormSelect>
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 2' } }}><FormTextField form={form} name="zip" label="Zip code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} fullWidth /></Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}><FormTextField form={form} name="deliveryFee" label="Delivery fee" slotProps={dollarsSlotProps} fullWidth /></Box>
      <Box sx={{ gridColumn: { sm: 'span 3' } }}>
        <FormTextField form={form} name="freeDeliveryThreshold" label="Free delivery from" slotProps={dollarsSlotProps} hint="Optional; empty if delivery is never free" fullWidth />
      </Box>
    </AdminFormDialog>
  );
}
