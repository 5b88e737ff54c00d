import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addressInput, type AddressInput, type SavedAddress } from '@wine/contract/addresses';
import { COUNTRY_CODE, PHONE_DIGITS, ZIP_LENGTH } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { isCompleteZip, useZipLookup } from '../../lib/addresses';
import { localPhone } from '../../lib/format';
import { errorMessageOf } from '../../lib/http';
import { digitsOnly } from '../../lib/inputFilters';
import { NameFields } from './NameFields';
import { formResolver } from '../../lib/formResolver';
import { FormTextField, PhoneField } from './FormTextField';

const entry = addressInput.shape.address.shape;

/** The address form's rules: the contract's entry rules, with the phone typed without its +1. */
const addressFormSchema = z.object({
  firstName: entry.customData.shape.firstName,
  lastName: entry.customData.shape.lastName,
  contactNumber: z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), Text.phoneDigits),
  addressLine1: entry.addressLine1,
  addressLine2: z.string().trim().max(200),
  zip: entry.zip,
});
type AddressFormInput = z.input<typeof addressFormSchema>;
type AddressFormValues = z.output<typeof addressFormSchema>;

interface Props {
  open: boolean;
  title: string;
  /** The entry being edited, or null for a new one. */
  initial: SavedAddress | null;
  saving: boolean;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  onClose: () => void;
  /** The entry as the list save expects it (spec 001 §3); city and state come from the zip. */
  onSave: (entry: AddressInput) => void;
}

function defaultsOf(initial: SavedAddress | null): AddressFormInput {
  return {
    firstName: initial?.address.customData.firstName ?? '',
    lastName: initial?.address.customData.lastName ?? '',
    contactNumber: localPhone(initial?.contactDetails.contactNumber ?? null),
    addressLine1: initial?.address.addressLine1 ?? '',
    addressLine2: initial?.address.addressLine2 ?? '',
    zip: initial?.address.zip ?? '',
  };
}

/**
 * Add or edit one address (spec 001 §2.7, §5): the zip is looked up as soon as it has 5 digits,
 * filling the read-only city and state; an unknown zip reads "Invalid zip code." and blocks saving.
 * Mount it with a new `key` per opening so that it starts from `initial`.
 */
export function AddressFormDialog({ open, title, initial, saving, error, onClose, onSave }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: formResolver(addressFormSchema),
    defaultValues: defaultsOf(initial),
  });
  const { errors } = form.formState;
  const zip = useWatch({ control: form.control, name: 'zip' });
  const lookup = useZipLookup(zip);
  const zipComplete = isCompleteZip(zip);
  const zipFound = zipComplete && lookup.isSuccess ? lookup.data : null;
  const zipError = zipComplete && lookup.isError ? errorMessageOf(lookup.error, Text.invalidZip) : errors.zip?.message;
  const zipBlocked = zipComplete && !lookup.isSuccess;

  const submit = form.handleSubmit((values) => {
    if (!zipFound) return;
    onSave({
      ...(initial ? { _id: initial._id } : {}),
      address: {
        addressLine1: values.addressLine1,
        ...(values.addressLine2 ? { addressLine2: values.addressLine2 } : {}),
        zip: values.zip,
        city: zipFound.city,
        state: zipFound.state,
        customData: { firstName: values.firstName, lastName: values.lastName },
      },
      contactDetails: { contactNumber: `${COUNTRY_CODE}${values.contactNumber}` },
    });
  });

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="address-form-title"
    >
      <DialogTitle id="address-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="address-form" noValidate spacing={2} onSubmit={submit} aria-label={title} sx={{ pt: 1 }}>
          <NameFields form={form} first="firstName" last="lastName" />
          <PhoneField form={form} name="contactNumber" required withCountryCode />
          <FormTextField form={form} name="addressLine1" label="Street address" autoComplete="address-line1" required />
          <TextField label="Apartment, suite (optional)" autoComplete="address-line2" {...form.register('addressLine2')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Zip code"
              autoComplete="postal-code"
              required
              {...digitsOnly(form.register('zip'), ZIP_LENGTH)}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: ZIP_LENGTH },
                input: zipComplete && lookup.isFetching
                  ? { endAdornment: <CircularProgress size={18} aria-label="Looking up the zip code" /> }
                  : {},
              }}
              error={Boolean(zipError)}
              helperText={zipError}
              sx={{ flex: 1 }}
            />
            <TextField
              label="City"
              value={zipFound?.city ?? ''}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: Boolean(zipFound) } }}
              sx={{ flex: 1.4 }}
            />
            <TextField
              label="State"
              value={zipFound?.state ?? ''}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: Boolean(zipFound) } }}
              sx={{ flex: 0.8 }}
            />
          </Stack>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form="address-form" variant="contained" disabled={saving || zipBlocked}>
          {saving ? 'Saving...' : 'Save address'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
