import { useMutation } from '@tanstack/react-query';
import { StorageKey } from '@wine/contract/constants';
import type { OwnUser } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';
import { readSession, storeUser } from '../../../lib/session';
import { writeLocal } from '../../../lib/storage';
import { userRequest } from '../../../lib/userClient';

export interface ContactRequest {
  name: string;
  emailAddress: string;
  subject: string;
  content: string;
}

interface TicketResult {
  _id: string;
  status: 'OPEN';
}

/**
 * POST /support/ticket {status: OPEN, type: CONTACT_REQUEST, ...}. A signed-in sender is sent with
 * their token, so that the server marks them as a subscriber.
 */
export function sendContactRequest(request: ContactRequest): Promise<TicketResult> {
  const body = { status: 'OPEN', type: 'CONTACT_REQUEST', ...request };
  return readSession()
    ? userRequest<TicketResult>('/support/ticket', { method: 'POST', body })
    : publicRequest<TicketResult>('/support/ticket', { method: 'POST', body });
}

/**
 * After status 1 (spec 001 §4): a signed-in user is now a subscriber, so their stored user is
 * refreshed from GET /users/{id}; a guest gets the local isSubscribe flag.
 */
async function markSubscribed(): Promise<void> {
  const session = readSession();
  if (!session) {
    writeLocal(StorageKey.isSubscribe, true);
    return;
  }
  try {
    storeUser(await userRequest<OwnUser>(`/users/${encodeURIComponent(session.user.id)}`));
  } catch {
    // The ticket is sent; the stored user catches up at the next refresh.
  }
}

export function useSendContactRequest() {
  return useMutation({
    mutationFn: async (request: ContactRequest) => {
      const result = await sendContactRequest(request);
      await markSubscribed();
      return result;
    },
  });
}
