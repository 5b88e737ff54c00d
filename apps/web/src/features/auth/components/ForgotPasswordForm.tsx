import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Timing } from '@wine/contract/constants';
import { useForgotPassword } from '../api/forgotPassword';
import { EmailField } from '../../../components/ui/FormTextField';
import { ActionError } from '../../../components/ui/ActionError';

interface Props {
  onDone: () => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ onDone, onBack }: Props) {
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });

  useEffect(() => {
    if (!forgot.isSuccess) return;
    const timer = window.setTimeout(onDone, Timing.forgotPasswordClose);
    return () => window.clearTimeout(timer);
  }, [forgot.isSuccess, onDone]);

  const submit = form.handleSubmit(({ email }) => forgot.mutate(email.trim().toLowerCase()));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Forgot password">
      <Typography variant="body2" color="text.secondary">
        Enter the email of your account and we will send you a link to reset your password.
      </Typography>
      <EmailField form={form} name="email" rules={{ required: 'Email is required' }} />
      {forgot.isSuccess ? <Alert severity="success">{forgot.data.message}</Alert> : null}
      <ActionError action={forgot} />
      <Button type="submit" variant="contained" size="large" disabled={forgot.isPending || forgot.isSuccess}>
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button variant="text" onClick={onBack}>
        Back to log in
      </Button>
    </Stack>
  );
}
