import type { TestIntentResult } from '@wine/contract/cards';
import { sendRequest } from '../../../lib/http';

/** POST /payments/test/authenticate: the test gateway's stand-in for 3-D Secure. */
export const authenticateTestPayment = (clientSecret: string, approve: boolean): Promise<TestIntentResult> =>
  sendRequest<TestIntentResult>('/payments/test/authenticate', { method: 'POST', body: { clientSecret, approve } });
