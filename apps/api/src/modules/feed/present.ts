import type { FeedPost } from '@wine/contract/feed';
import { toByline } from '../accounts/present';
import type { PostRow } from './queries';

/** A Wine Talks post or a banner as the wire shows it (spec 000 §3). */
export function toFeedPost({ post, topic, author }: PostRow): FeedPost {
  return {
    _id: post.id,
    feedId: post.id,
    title: post.title,
    content: post.content,
    scope: post.scope,
    attachments: post.attachments,
    // The cover of a post is its first image.
    imageUrl: post.attachments[0]?.url ?? null,
    topic: { id: topic.id, name: topic.name },
    user: toByline(author),
    customData: post.customData,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
