import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { paths } from '@wine/contract/routes';
import { endSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFollowEmailLink } from '../api/followEmailLink';
import { ActionError } from '../../../components/ui/ActionError';
import { AuthPage } from '../components/AuthPage';

/** Where the links mailed about an account's email land: the link is followed once, on arrival. */
export default function EmailLinkPage() {
  useDocumentTitle('Your email');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const follow = useFollowEmailLink();
  const queryClient = useQueryClient();
  const followed = useRef(false);

  useEffect(() => {
    // Once: a link works a single time, and a second call would answer "invalid".
    if (followed.current || !token) return;
    followed.current = true;
    follow.mutate(token, {
      onSuccess: async (result) => {
        // Undoing a change signed every device out; other links change the stored user.
        if (result.purpose === 'undo') endSession();
        // A read of the own user that started as this page booted may have read the account before
        // the link: a refetch would join it instead of asking again, so drop it first.
        await queryClient.cancelQueries({ queryKey: ['users'] });
        await queryClient.invalidateQueries({ queryKey: ['users'] });
      },
    });
  }, [follow, queryClient, token]);

  return (
    <AuthPage title="Your email">
      <Stack spacing={2}>
        {!token ? <Alert severity="error">This link is incomplete. Please open the link from the email again.</Alert> : null}
        {follow.isPending ? <CircularProgress aria-label="Checking the link" sx={{ alignSelf: 'center' }} /> : null}
        {follow.isSuccess ? <Alert severity="success">{follow.data.message}</Alert> : null}
        <ActionError action={follow} />
        {follow.isSuccess && follow.data.purpose === 'undo' ? null : (
          <Button component={RouterLink} to={paths.profile} variant="contained">
            Go to my profile
          </Button>
        )}
      </Stack>
    </AuthPage>
  );
}
