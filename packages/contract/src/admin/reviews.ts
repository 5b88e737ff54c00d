// The console's review moderation (issue 20): reported reviews, hidden with a reason or restored.

import { z } from 'zod';
import { id } from '../envelope';
import { plainText } from '../fields';
import { review } from '../reviews';
import { count, limit, person, skip } from './shared';

/** reported: visible reviews someone reported, most reported first; hidden: hidden ones, latest first. */
export const REVIEW_MODERATION_STATUSES = ['reported', 'hidden', 'all'] as const;

export const adminReviewQuery = z.object({ status: z.enum(REVIEW_MODERATION_STATUSES).optional(), skip, limit }).strict();

export const adminReview = review.omit({ votedHelpful: true }).extend({
  wine: z.object({ _id: id, title: z.string() }),
  authorEmail: z.string(),
  isHidden: z.boolean(),
  /** Why it was hidden or last restored, as the admin wrote it. */
  moderationReason: z.string().nullable(),
  /** Reports since the last hide or restore: a restored review leaves the reported list until reported again. */
  reportCount: count,
  /** The latest reports' reasons, newest first (at most five). */
  reports: z.array(z.object({ reason: z.string(), reporter: person.nullable(), createdAt: z.string() })),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewList = z.object({ reviews: z.array(adminReview), total: count });

/** POST /admin/reviews/{reviewId}/hide and /restore: the reason goes to the audit log. */
export const reviewModerationBody = z
  .object({ reason: plainText(500, 'Reason can be at most 500 characters').pipe(z.string().min(1, 'Reason is required')) })
  .strict();
