import { useEffect } from 'react';
import { ApiError } from '../lib/http';
import { useOwnUser } from '../lib/ownUser';
import { endSession, useSession } from '../lib/session';

/**
 * Refreshes the stored user when the app opens, so a status an admin changed (an approved
 * application) shows without logging in again; a session the server no longer accepts is ended
 * here instead of failing call by call.
 */
export function SessionRefresh() {
  const session = useSession();
  const { error } = useOwnUser(session?.user.id ?? '');
  useEffect(() => {
    if (error instanceof ApiError && error.httpStatus === 401) endSession();
  }, [error]);
  return null;
}
