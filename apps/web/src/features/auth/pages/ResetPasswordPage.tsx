import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { errorMessageOf } from '../../../lib/http';
import { openLogin } from '../../../lib/loginPrompt';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useResetPassword } from '../api/resetPassword';
import { FormTextField } from '../../../components/ui/FormTextField';
import { AuthPage } from '../components/AuthPage';

interface ResetValues {
  newPassword: string;
  newPasswordCopy: string;
}

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const email = params.get('e') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetValues>({ defaultValues: { newPassword: '', newPasswordCopy: '' } });
  const { errors } = form.formState;
  const [newPassword, newPasswordCopy] = form.watch(['newPassword', 'newPasswordCopy']);
  const mismatch = newPasswordCopy.length > 0 && newPassword !== newPasswordCopy;
  const linkComplete = token !== '' && email !== '';

  const submit = form.handleSubmit((values) => reset.mutate({ ...values, email, token }));

  return (
    <AuthPage title="Reset password">
      {reset.isSuccess && reset.data.success ? (
        <Stack spacing={2}>
          <Alert severity="success">{reset.data.message}</Alert>
          <Button variant="contained" size="large" onClick={openLogin}>
            Log in
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Reset password">
          {email ? (
            <Typography variant="body2" color="text.secondary">
              Choose a new password for {email}.
            </Typography>
          ) : null}
          {linkComplete ? null : (
            <Alert severity="warning">This reset link is incomplete. Please use the link from your email.</Alert>
          )}
          <FormTextField
            form={form}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            rules={{
              required: 'New password is required',
              minLength: { value: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
            }}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...form.register('newPasswordCopy', { required: 'Please confirm your new password' })}
            error={mismatch || Boolean(errors.newPasswordCopy)}
            helperText={mismatch ? Text.passwordsDoNotMatch : errors.newPasswordCopy?.message}
          />
          {reset.isError || (reset.isSuccess && !reset.data.success) ? (
            <ResetFailure reason={reset.isSuccess ? reset.data.message : errorMessageOf(reset.error, '')} />
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={mismatch || !linkComplete || reset.isPending}
          >
            {reset.isPending ? 'Resetting...' : 'Reset password'}
          </Button>
        </Stack>
      )}
    </AuthPage>
  );
}

/** The spec's failure text (spec 001 §7), with the server's reason (such as a used or expired link) under it. */
function ResetFailure({ reason }: { reason: string }) {
  return (
    <Alert severity="error">
      {Text.resetFailed}
      {reason && reason !== Text.resetFailed ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {reason}
        </Typography>
      ) : null}
    </Alert>
  );
}
