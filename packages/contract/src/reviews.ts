// Ratings and reviews of wines (issue 20): one per user per wine, 1 to 5 stars with optional text.
import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './constants';
import { id } from './envelope';
import { plainText } from './fields';

// Plain values live in constants.ts, which the shop's filters read without loading zod.
export { RATING_MAX, RATING_MIN } from './constants';

/** A review's longest text, in characters. */
export const REVIEW_TEXT_MAX = 2000;
/** A report's longest reason, in characters. */
export const REPORT_REASON_MAX = 500;
/** How many reviews the wine page shows at once. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_MAX = 50;

/** How a wine's reviews are ordered after the sommeliers' ones, which always come first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * A wine's rating as every list and the wine page carry it: the average of its visible reviews to
 * one decimal, null while it has none.
 */
export const wineRating = z.object({ average: z.number().nullable(), count: z.number().int() });
export type WineRating = z.infer<typeof wineRating>;

/** The wine page's summary: the rating and how many visible reviews gave 1, 2, 3, 4 and 5 stars. */
export const ratingSummary = wineRating.extend({ distribution: z.array(z.number().int()).length(RATING_MAX) });
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewAuthor = z.object({ _id: id, name: z.string(), profilePicture: z.string().nullable() });

/** A review as the wine page shows it. */
export const review = z.object({
  _id: id,
  wineId: id,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  /** Plain text; the page shows it as text, never as HTML. */
  text: z.string().nullable(),
  author: reviewAuthor,
  /** The author has received this wine in a delivered or picked-up order. */
  isVerifiedPurchase: z.boolean(),
  /** The author is an approved sommelier: listed first, with a badge. */
  isSommelier: z.boolean(),
  helpfulCount: z.number().int(),
  /** The signed-in reader has voted it helpful (false for anonymous readers). */
  votedHelpful: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** GET /catalogue/{id}/reviews: paged with skip and limit, like the other public lists. */
export const reviewListQuery = z
  .object({
    sort: z.enum(REVIEW_SORTS).optional(),
    skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).optional(),
  })
  .strict();
/** One's own review: a hidden one is still shown to its author, marked. */
export const ownReview = review.extend({ isHidden: z.boolean() });
export type OwnReview = z.infer<typeof ownReview>;

export const reviewList = z.object({
  summary: ratingSummary,
  reviews: z.array(review),
  total: z.number().int(),
  /** The signed-in reader's own review of the wine, hidden or not; null when none or anonymous. */
  mine: ownReview.nullable(),
});
export type ReviewList = z.infer<typeof reviewList>;

/** PUT /catalogue/{id}/review: rate a wine, or change one's rating of it. */
export const reviewBody = z
  .object({
    rating: z
      .number('Rating must be a number of stars')
      .int('Rating must be a whole number of stars')
      .min(RATING_MIN, `Rating must be ${RATING_MIN} to ${RATING_MAX} stars`)
      .max(RATING_MAX, `Rating must be ${RATING_MIN} to ${RATING_MAX} stars`),
    /** Blank or absent: a rating without words. */
    text: plainText(REVIEW_TEXT_MAX, `Review can be at most ${REVIEW_TEXT_MAX} characters`).nullable().optional(),
  })
  .strict();
export type ReviewBody = z.infer<typeof reviewBody>;

/** PUT and DELETE /catalogue/{id}/review: one's review as saved (null once deleted) and the wine's summary after it. */
export const ownReviewResult = reviewList.pick({ mine: true, summary: true });
export type OwnReviewResult = z.infer<typeof ownReviewResult>;

export const reviewParams = z.object({ reviewId: id });

/** POST /reviews/{reviewId}/report: one report per user per review; reporting again changes nothing. */
export const reportBody = z
  .object({ reason: plainText(REPORT_REASON_MAX, `Reason can be at most ${REPORT_REASON_MAX} characters`).pipe(z.string().min(1, 'Say what is wrong with it')) })
  .strict();

/** POST /reviews/{reviewId}/report: the caller has reported the review (reporting again changes nothing). */
export const reportResult = z.object({ _id: id, reported: z.literal(true) });

/** POST/DELETE /reviews/{reviewId}/helpful: the review's helpful count after the vote. */
export const helpfulResult = z.object({ _id: id, helpfulCount: z.number().int(), votedHelpful: z.boolean() });
