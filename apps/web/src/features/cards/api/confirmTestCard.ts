import { useMutation } from '@tanstack/react-query';
import type { TestConfirmBody, TestIntentResult } from '@wine/contract/cards';
import { sendRequest } from '../../../lib/http';

/** POST /payments/test/confirm-setup: the built-in gateway's card form (the card number goes only here). */
export const confirmTestCard = (body: TestConfirmBody): Promise<TestIntentResult> =>
  sendRequest<TestIntentResult>('/payments/test/confirm-setup', { method: 'POST', body });

export const useConfirmTestCard = () => useMutation({ mutationFn: confirmTestCard });
