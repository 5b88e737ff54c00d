import { z } from 'zod';

/**
 * "Tell me when it's back" (issue 32, decision 0052): a signed-in shopper waits for an out-of-stock
 * wine and is mailed once when it has bottles again. GET, PUT and DELETE /catalogue/{id}/stock-alert.
 */
export const stockAlertState = z.object({
  /** The shopper will be mailed when the wine is back (a waiting alert exists). */
  waiting: z.boolean(),
});
export type StockAlertState = z.infer<typeof stockAlertState>;
