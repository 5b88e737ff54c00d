import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { registerBody } from '@wine/contract/users';
import { useRegister } from '../api/register';
import { readTrackingParams } from '../utils/trackingParams';
import { NameFields } from '../../../components/ui/NameFields';
import { formResolver } from '../../../lib/formResolver';
import { FormTextField, EmailField } from '../../../components/ui/FormTextField';
import { ActionError } from '../../../components/ui/ActionError';

const signUpSchema = registerBody
  .pick({ givenName: true, familyName: true, email: true, password: true })
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.password === values.confirmPassword, {
    message: Text.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

type SignUpInput = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

interface Props {
  onSignedIn: () => void;
  onShowLogin: () => void;
}

export function SignUpForm({ onSignedIn, onShowLogin }: Props) {
  const register = useRegister();
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: formResolver(signUpSchema),
    defaultValues: { givenName: '', familyName: '', email: '', password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    // The spec's body (spec 001 §7): no picture at sign-up, and the utm_* parameters or none.
    register.mutate(
      { ...values, type: 'user', tenantId: SHOP_TENANT_ID, profilePicture: null, trackingParams: readTrackingParams() ?? {} },
      { onSuccess: onSignedIn },
    );
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Sign up">
      <NameFields form={form} first="givenName" last="familyName" />
      <EmailField form={form} name="email" />
      <FormTextField form={form} name="password" label="Password" type="password" autoComplete="new-password" required />
      <FormTextField form={form} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required />
      <ActionError action={register} fallback="Sign up failed, please try again." />
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
        {register.isPending ? 'Signing up...' : 'Sign up'}
      </Button>
      <Button variant="text" onClick={onShowLogin}>
        Already have an account? Log in
      </Button>
    </Stack>
  );
}
