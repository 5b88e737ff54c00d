import { z } from 'zod';
import { LIST_LIMIT_MAX } from './constants';
import { wine } from './catalogue';
import { id } from './envelope';
import { publicUser } from './users';

/** POST /post/action/feed: like (bookmark) a wine. Liking twice keeps one bookmark. */
export const bookmarkBody = z.object({ type: z.literal('BOOKMARK'), catalogueId: id }).strict();
export const bookmarkResult = z.object({ _id: id, catalogueId: id });

export const actionParams = z.object({ actionId: id });

/** GET /post/action/catalogue: the liked wines, each with its bookmark as actions[0]. */
export const bookmarkListQuery = z
  .object({
    type: z.literal('BOOKMARK'),
    skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  })
  .strict();
export const likedWine = wine.extend({ catalogueId: id, actions: z.array(z.object({ _id: id })) });
export type LikedWine = z.infer<typeof likedWine>;
export const bookmarkList = z.object({ categories: z.array(likedWine), total: z.number().int() });

/** Follows (spec 000 §7): followId is the followed user; `user` is their public profile. */
export const followBody = z.object({ followId: id }).strict();
export const followRecord = z.object({ _id: id, id, followId: id, user: publicUser });
export type FollowRecord = z.infer<typeof followRecord>;
export const followList = z.object({ data: z.array(followRecord) });
export const followParams = z.object({ followRecordId: id });
