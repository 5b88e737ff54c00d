import { z } from 'zod';
import { LIST_LIMIT_MAX } from './constants';
import { id } from './envelope';


export const OpenIn = z.enum(['new_window', 'same_window']);

export const feedAttachment = z.object({ url: z.string(), thumbnailUrl: z.string().optional(), type: z.literal('image') });

export const feedPost = z.object({
  _id: id,
  feedId: id,
  title: z.string(),
  content: z.string(),
  scope: z.literal('OPEN'),
  attachments: z.array(feedAttachment),
  imageUrl: z.string().nullable(),
  topic: z.object({ id, name: z.string() }),
  user: z.object({ _id: id, name: z.string(), profilePicture: z.string().nullable() }),
  customData: z.object({ redirectionUrl: z.string().optional(), openIn: OpenIn.optional() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedPost = z.infer<typeof feedPost>;

const count = z.coerce.number().int().min(0).max(1_000_000);

/** GET /post/feed: banners, Wine Talks, or one sommelier's posts (`user`). */
export const feedQuery = z
  .object({
    topicId: id,
    skip: count.optional(),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    includeCurrentUser: z.enum(['true', 'false']).optional(),
    user: id.optional(),
  })
  .strict();

export const feedList = z.object({ feeds: z.array(feedPost), total: z.number().int() });
