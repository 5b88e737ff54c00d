import { Controller, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODE, PHONE_DIGITS } from '@wine/contract/constants';
import { ProfilePictureInput } from '../../../components/ui/ProfilePictureInput';
import { digitsOnly, withoutSpaces } from '../../../lib/inputFilters';
import type { ApplicationInput, ApplicationValues } from '../schema';
import { CoverPictureInput } from './CoverPictureInput';
import { NameFields } from '../../../components/ui/NameFields';

interface Props {
  form: UseFormReturn<ApplicationInput, unknown, ApplicationValues>;
}

/** Step 1, Setup Profile (spec 001 §2.5). */
export function SetupProfileStep({ form }: Props) {
  const { errors } = form.formState;
  return (
    <Stack spacing={2.5}>
      <Controller
        control={form.control}
        name="coverPicture"
        render={({ field }) => <CoverPictureInput value={field.value} onChange={(url) => field.onChange(url)} />}
      />
      <Controller
        control={form.control}
        name="profilePicture"
        render={({ field }) => (
          <ProfilePictureInput value={field.value} name={form.getValues('givenName')} onChange={(url) => field.onChange(url)} />
        )}
      />
      <NameFields form={form} first="givenName" last="familyName" />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...withoutSpaces(form.register('email'))}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Stack direction="row" spacing={2}>
        <TextField label="Country code" value={COUNTRY_CODE} sx={{ width: 120, flexShrink: 0 }} slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField
          label="Phone number"
          autoComplete="tel-national"
          required
          fullWidth
          {...digitsOnly(form.register('contactNumber'), PHONE_DIGITS)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS } }}
          error={Boolean(errors.contactNumber)}
          helperText={errors.contactNumber?.message}
        />
      </Stack>
      <TextField
        label="Location"
        placeholder="City, State"
        autoComplete="address-level2"
        required
        {...form.register('location')}
        error={Boolean(errors.location)}
        helperText={errors.location?.message}
      />
      <Typography variant="body2" color="text.secondary">
        By continuing, you agree to our Terms of Service and acknowledge our Privacy Policy.
      </Typography>
    </Stack>
  );
}
