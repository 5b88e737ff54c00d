import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Text } from '@wine/contract/texts';
import { useSignIn } from '../api/signIn';
import { FormTextField, EmailField } from '../../../components/ui/FormTextField';
import { ActionError } from '../../../components/ui/ActionError';

interface LoginValues {
  email: string;
  password: string;
  asSommelier: boolean;
}

interface Props {
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onShowSignUp: () => void;
}

export function EmailLoginForm({ onSignedIn, onForgotPassword, onShowSignUp }: Props) {
  const signIn = useSignIn();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '', asSommelier: false } });

  const submit = form.handleSubmit(({ email, password, asSommelier }) => {
    signIn.mutate(
      { body: { strategy: 'basic_email', idToken: email.trim().toLowerCase(), idTokenSecret: password }, asSommelier },
      { onSuccess: onSignedIn },
    );
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Log in with email">
      <EmailField form={form} name="email" rules={{ required: 'Email is required' }} />
      <FormTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" required rules={{ required: 'Password is required' }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Checkbox {...form.register('asSommelier')} />} label={Text.loginAsSommelier} />
        <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
          Forgot password?
        </Link>
      </Stack>
      <ActionError action={signIn} fallback="Log in failed, please try again." />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Log in'}
      </Button>
      <Button variant="text" onClick={onShowSignUp}>
        New here? Sign up
      </Button>
    </Stack>
  );
}
