import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnUser } from '@wine/contract/users';
import { useResendVerification } from '../api/resendVerification';
import { ActionError } from '../../../components/ui/ActionError';

/** The account's email, whether it is verified (with a resend), and a new email waiting for its link. */
export function EmailStatus({ user }: { user: OwnUser }) {
  const resend = useResendVerification();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }} aria-label="Email status" role="group">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Typography color="text.secondary">{user.email}</Typography>
        <Chip size="small" color={user.emailVerified ? 'success' : 'warning'} label={user.emailVerified ? 'Verified' : 'Not verified'} />
      </Stack>
      {user.emailVerified ? null : (
        <Button size="small" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          Resend verification email
        </Button>
      )}
      {resend.isSuccess ? <Alert severity="success">{resend.data.message}</Alert> : null}
      <ActionError action={resend} />
      {user.pendingEmail ? (
        <Alert severity="info">
          Waiting for confirmation: open the link we sent to {user.pendingEmail} to make it your email.
        </Alert>
      ) : null}
    </Stack>
  );
}
