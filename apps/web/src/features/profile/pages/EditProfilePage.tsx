import { useState, type ComponentType } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_CODE, PHONE_DIGITS } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { email, personName } from '@wine/contract/fields';
import type { OwnUser } from '@wine/contract/users';
import { localPhone } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUpdateOwnUser } from '../../../lib/ownUser';
import { ProfilePictureInput } from '../../../components/ui/ProfilePictureInput';
import { NameFields } from '../../../components/ui/NameFields';
import { formResolver } from '../../../lib/formResolver';
import { FormTextField, EmailField, PhoneField } from '../../../components/ui/FormTextField';
import { ActionError } from '../../../components/ui/ActionError';

/**
 * A new email needs the current password, or for an account without one a fresh Google sign-in
 * (docs/decisions/0022); the server checks it too.
 */
const editProfileSchema = (user: OwnUser) =>
  z
    .object({
      givenName: personName('First name'),
      familyName: personName('Last name'),
      email,
      currentPassword: z.string(),
      contactNumber: z.string().refine((value) => value === '' || value.length === PHONE_DIGITS, Text.phoneDigits),
      profilePicture: z.string().nullable(),
    })
    .refine((values) => values.email === user.email || !user.hasPassword || values.currentPassword !== '', {
      message: 'Enter your current password to change your email',
      path: ['currentPassword'],
    });

type EditProfileInput = z.input<ReturnType<typeof editProfileSchema>>;
type EditProfileValues = z.output<ReturnType<typeof editProfileSchema>>;

/** The phone travels with its +1 prefix (spec 001 §5). */
const withCountryCode = (phone: string): string => (phone.startsWith(COUNTRY_CODE) ? phone : `${COUNTRY_CODE}${phone}`);

/** Google's sign-in button, given by the app shell (features do not import each other). */
export type GoogleProof = ComponentType<{ onIdToken: (idToken: string) => void; onError: (message: string) => void }>;

function EditProfileForm({ user, GoogleProof }: { user: OwnUser; GoogleProof: GoogleProof }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateOwnUser();
  const [googleIdToken, setGoogleIdToken] = useState<string | null>(null);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const form = useForm<EditProfileInput, unknown, EditProfileValues>({
    resolver: formResolver(editProfileSchema(user)),
    defaultValues: {
      givenName: user.givenName,
      familyName: user.familyName,
      email: user.email,
      currentPassword: '',
      contactNumber: localPhone(user.contactNumber),
      profilePicture: user.profilePicture,
    },
  });
  const changingEmail = (form.watch('email') ?? '').trim().toLowerCase() !== user.email;

  const submit = form.handleSubmit(({ contactNumber, currentPassword, email: newEmail, ...values }) => {
    if (newEmail !== user.email && !user.hasPassword && !googleIdToken) {
      setGoogleError('Sign in with Google again to change your email');
      return;
    }
    const proof = user.hasPassword ? { currentPassword } : { googleIdToken: googleIdToken ?? undefined };
    const emailChange = newEmail !== user.email ? { email: newEmail, ...proof } : {};
    update.mutate(
      {
        id: user.id,
        changes: {
          ...values,
          ...emailChange,
          countryCode: COUNTRY_CODE,
          ...(contactNumber ? { contactNumber: withCountryCode(contactNumber) } : {}),
        },
      },
      {
        onSuccess: () => {
          enqueueSnackbar(
            newEmail !== user.email ? `Profile updated. Open the link we sent to ${newEmail} to make it your email.` : 'Profile updated successfully',
            { variant: 'success' },
          );
          navigate(paths.profile);
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Edit profile">
      <Controller
        control={form.control}
        name="profilePicture"
        render={({ field }) => (
          <ProfilePictureInput value={field.value} name={user.givenName} onChange={(url) => field.onChange(url)} />
        )}
      />
      <NameFields form={form} first="givenName" last="familyName" />
      <EmailField form={form} name="email" hint="A new email takes effect once you open the link we send to it." />
      {changingEmail && user.hasPassword ? (
        <FormTextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
      ) : null}
      {changingEmail && !user.hasPassword ? (
        <Stack spacing={1} role="group" aria-label="Confirm with Google">
          <Typography variant="body2">
            {googleIdToken ? 'Confirmed with Google.' : 'Your account signs in with Google: sign in again to confirm the new email.'}
          </Typography>
          {googleIdToken ? null : (
            <GoogleProof
              onIdToken={(idToken) => {
                setGoogleIdToken(idToken);
                setGoogleError(null);
              }}
              onError={setGoogleError}
            />
          )}
          {googleError ? <Alert severity="error">{googleError}</Alert> : null}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={2}>
        <TextField
          label="Country code"
          value={COUNTRY_CODE}
          sx={{ width: 120, flexShrink: 0 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <PhoneField form={form} name="contactNumber" fullWidth />
      </Stack>
      <ActionError action={update} />
      <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
        {update.isPending ? Text.updating : 'Save'}
      </Button>
    </Stack>
  );
}

export default function EditProfilePage({ googleProof }: { googleProof: GoogleProof }) {
  useDocumentTitle(Text.editProfileTitle);
  const session = useSession();
  if (!session) return null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 3 }}>
          {Text.editProfileTitle}
        </Typography>
        <EditProfileForm user={session.user} GoogleProof={googleProof} />
      </Paper>
    </Container>
  );
}
