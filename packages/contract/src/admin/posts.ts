// The console's banners and Wine Talks moderation (issue 9, slice B).

import { z } from 'zod';
import { feedPost, OpenIn } from '../feed';
import { imageUrl, linkUrl } from '../fields';
import { listLimit, listSkip, updateBodyOf } from './shared';

export const POST_TOPICS = ['banner', 'wineTalks'] as const;
export const POST_STATUSES = ['all', 'active', 'hidden'] as const;

/** GET /admin/posts: a topic's posts, hidden ones too, newest first. */
export const adminPostQuery = z
  .object({
    topic: z.enum(POST_TOPICS),
    status: z.enum(POST_STATUSES).optional(),
    skip: listSkip.optional(),
    limit: listLimit.optional(),
  })
  .strict();
export const adminPost = feedPost.extend({ isActive: z.boolean() });
export type AdminPost = z.infer<typeof adminPost>;
export const adminPostList = z.object({ posts: z.array(adminPost), total: z.number().int() });

/** PATCH /admin/posts/{id}/visibility: hide or show a post again; the reason goes to the audit log. */
export const postVisibilityBody = z
  .object({
    isActive: z.boolean(),
    reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters)').max(500, 'A reason can be at most 500 characters'),
  })
  .strict();

/** POST /admin/banners: the desktop image (16:5) first, the phone image (1:1) second, as the home shows them. */
export const bannerCreateBody = z
  .object({
    title: z.string().trim().min(1, 'is required').max(200),
    subline: z.string().trim().max(300).optional(),
    desktopImageUrl: imageUrl,
    mobileImageUrl: imageUrl,
    redirectionUrl: linkUrl,
    openIn: OpenIn,
    isActive: z.boolean().optional(),
  })
  .strict();
export type BannerCreateBody = z.input<typeof bannerCreateBody>;
export const bannerUpdateBody = updateBodyOf(bannerCreateBody);
export type BannerUpdateBody = z.input<typeof bannerUpdateBody>;
