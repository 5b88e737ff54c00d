import type { OwnReview, RatingSummary, Review } from '@wine/contract/reviews';
import { wineRatingOf } from '../catalogue/present';
import { toByline } from '../accounts/present';
import type { ShownReviewRow, WineRatingRow } from './queries';

/** A review as the wine page shows it; its text is plain text, shown as text. */
export const toReview = ({ review, author, isVerifiedPurchase, votedHelpful }: ShownReviewRow): Review => ({
  _id: review.id,
  wineId: review.wineId,
  rating: review.rating,
  text: review.text,
  author: toByline(author),
  isVerifiedPurchase,
  isSommelier: review.bySommelier,
  helpfulCount: review.helpfulCount,
  votedHelpful,
  createdAt: review.createdAt.toISOString(),
  updatedAt: review.updatedAt.toISOString(),
});

export const toOwnReview = (row: ShownReviewRow): OwnReview => ({ ...toReview(row), isHidden: row.review.isHidden });

export const toRatingSummary = (row: WineRatingRow): RatingSummary => ({ ...wineRatingOf(row), distribution: row.ratingDistribution });
