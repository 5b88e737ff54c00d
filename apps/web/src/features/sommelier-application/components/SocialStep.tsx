import type { UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { socialFields, type ApplicationInput, type ApplicationValues, type SocialField } from '../schema';

interface Props {
  form: UseFormReturn<ApplicationInput, unknown, ApplicationValues>;
}

const socialLabels: Record<SocialField, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** Step 3, Link your social accounts: all optional, each a link or a handle, kept as typed (decision 0044). */
export function SocialStep({ form }: Props) {
  const { errors } = form.formState;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        All optional: add the profiles your followers can find you on.
      </Typography>
      {socialFields.map((name) => (
        <TextField
          key={name}
          label={socialLabels[name]}
          placeholder="Profile link or handle"
          {...form.register(name)}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
        />
      ))}
    </Stack>
  );
}
