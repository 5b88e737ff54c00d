// What the users module does to reviews when a sommelier is decided on (decision 0029: a module's own file).

import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviews } from '../../db/schema';

/**
 * Marks the user's reviews as a sommelier's (approved) or not (rejected, revoked), in the decision's
 * transaction: the wine page lists them first, with a badge, from reviews_wine_*_idx.
 */
export const markSommelierReviews = (tx: Executor, userId: string, approved: boolean) =>
  tx.update(reviews).set({ bySommelier: approved }).where(eq(reviews.userId, userId));
