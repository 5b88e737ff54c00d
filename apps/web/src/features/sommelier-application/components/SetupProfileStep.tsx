import { Controller, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODE } from '@wine/contract/constants';
import { ProfilePictureInput } from '../../../components/ui/ProfilePictureInput';
import type { ApplicationInput, ApplicationValues } from '../schema';
import { CoverPictureInput } from './CoverPictureInput';
import { NameFields } from '../../../components/ui/NameFields';
import { FormTextField, EmailField, PhoneField } from '../../../components/ui/FormTextField';

interface Props {
  form: UseFormReturn<ApplicationInput, unknown, ApplicationValues>;
}

/** Step 1, Setup Profile (spec 001 §2.5). */
export function SetupProfileStep({ form }: Props) {
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
      <EmailField form={form} name="email" />
      <Stack direction="row" spacing={2}>
        <TextField label="Country code" value={COUNTRY_CODE} sx={{ width: 120, flexShrink: 0 }} slotProps={{ htmlInput: { readOnly: true } }} />
        <PhoneField form={form} name="contactNumber" required fullWidth />
      </Stack>
      <FormTextField form={form} name="location" label="Location" placeholder="City, State" autoComplete="address-level2" required />
      <Typography variant="body2" color="text.secondary">
        By continuing, you agree to our Terms of Service and acknowledge our Privacy Policy.
      </Typography>
    </Stack>
  );
}
