import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { useOwnUser } from '../lib/ownUser';
import { onSessionRefused, useSession } from '../lib/session';
import { useSnackbar } from '../lib/toast';

export const SESSION_ENDED_NOTICE = 'You have been signed out: your session has ended. Please log in again.';

/**
 * Refreshes the stored user when the app opens, so a status an admin changed (an approved
 * application) shows without logging in again. A session the server no longer accepts (any
 * signed-in call answered 401) has already been ended by the user client: here the visitor is
 * told, and what was cached for the account is dropped.
 */
export function SessionRefresh() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useOwnUser(session?.user.id ?? '');
  useEffect(
    () =>
      onSessionRefused(() => {
        queryClient.clear();
        // It stays until read: the visitor did not ask to leave, and may look away while pages load.
        enqueueSnackbar(SESSION_ENDED_NOTICE, {
          variant: 'warning',
          persist: true,
          action: (key) => (
            <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
              OK
            </Button>
          ),
        });
      }),
    [queryClient, enqueueSnackbar, closeSnackbar],
  );
  return null;
}
