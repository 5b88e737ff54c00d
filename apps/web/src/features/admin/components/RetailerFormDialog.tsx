import { useState } from 'react';
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
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { retailerBody, type Retailer, type RetailerBody } from '@wine/contract/admin';
import { isNoShipState, NO_SHIP_STATES, US_STATES } from '@wine/contract/states';
import { errorMessageOf } from '../../../lib/http';
import { fieldErrors } from './fieldErrors';

type TextKey = 'name' | 'addressLine1' | 'city' | 'state' | 'zip' | 'deliveryFee' | 'freeDeliveryThreshold';
type FormValues = Record<TextKey, string> & { deliversToStates: string[] };

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

interface Props {
  retailer: Retailer | null;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: RetailerBody) => void;
}

/** Create or edit a retailer: where it is, what delivery costs, and the states it delivers to. */
export function RetailerFormDialog({ retailer, saving, error, onClose, onSave }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<FormValues>(() => valuesOf(retailer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: TextKey, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const toggleState = (state: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      deliversToStates: on ? [...current.deliversToStates, state].sort() : current.deliversToStates.filter((entry) => entry !== state),
    }));

  const submit = () => {
    const body = bodyOf(values);
    const checked = retailerBody.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    onSave(body);
  };

  const text = (key: TextKey, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      {...extra}
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.helperText}
      fullWidth
    />
  );
  const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const } };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="retailer-form-title">
      <DialogTitle id="retailer-form-title">{retailer ? `Edit ${retailer.name}` : 'New retailer'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="retailer-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' } }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{text('name', 'Name')}</Box>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{text('addressLine1', 'Street address')}</Box>
          <Box sx={{ gridColumn: { sm: 'span 3' } }}>{text('city', 'City')}</Box>
          <Box sx={{ gridColumn: { sm: 'span 1' } }}>
            {text('state', 'State', {
              select: true,
              children: US_STATES.map((state) => (
                <MenuItem key={state} value={state}>
                  {state}
                </MenuItem>
              )),
            })}
          </Box>
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>{text('zip', 'Zip code', { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } } })}</Box>
          <Box sx={{ gridColumn: { sm: 'span 3' } }}>{text('deliveryFee', 'Delivery fee', { slotProps: money })}</Box>
          <Box sx={{ gridColumn: { sm: 'span 3' } }}>
            {text('freeDeliveryThreshold', 'Free delivery from', { slotProps: money, helperText: 'Optional; empty if delivery is never free' })}
          </Box>
        </Box>
        <Stack direction="row" sx={{ mt: 3, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} id="states-label">
            Delivers to ({values.deliversToStates.length})
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setValues((current) => ({ ...current, deliversToStates: [...SHIPPABLE] }))}>
              All allowed states
            </Button>
            <Button size="small" onClick={() => setValues((current) => ({ ...current, deliversToStates: [] }))}>
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
              control={<Checkbox size="small" checked={values.deliversToStates.includes(state)} onChange={(event) => toggleState(state, event.target.checked)} />}
            />
          ))}
        </Box>
        <FormHelperText error={Boolean(errors.deliversToStates)}>
          {errors.deliversToStates ?? `The shop never delivers to ${NO_SHIP_STATES.join(', ')}.`}
        </FormHelperText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessageOf(error, 'The retailer could not be saved. Please try again.')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form="retailer-form" variant="contained" disabled={saving}>
          {retailer ? 'Save changes' : 'Create retailer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
