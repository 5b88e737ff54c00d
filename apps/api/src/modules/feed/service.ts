import type { feedQuery } from '@wine/contract/feed';
import { Topic } from '@wine/contract/topics';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { toFeedPost } from './present';
import { findShownPost, findTopic, insertTopicIfMissing, listPostRows } from './queries';

/**
 * The spec fixes the topic ids (spec 000 §9), so they belong to every shop, seeded or not: a shop
 * started with SEED=none has no topic rows until its first banner or Wine Talks post writes one.
 */
const fixedTopics = new Map<string, { id: string; name: string }>(Object.values(Topic).map((topic) => [topic.id, topic]));

/** Makes sure a fixed topic's row exists before a post references it (in the caller's transaction). */
export async function ensureFixedTopic(db: Executor, topicId: string): Promise<void> {
  const topic = fixedTopics.get(topicId);
  if (!topic) throw badRequest('topic.id: unknown topic');
  await insertTopicIfMissing(db, topic);
}

/**
 * GET /post/feed: a topic's posts, newest first, optionally one author's. `includeCurrentUser` is
 * sent by the app's Wine Talks list; every post is public, so it changes nothing.
 */
export async function listFeed(ctx: AppContext, tenantId: string, query: z.output<typeof feedQuery>) {
  if (!fixedTopics.has(query.topicId) && !(await findTopic(ctx.db, query.topicId))) throw notFound('Topic');
  const { rows, total } = await listPostRows(ctx.db, tenantId, query.topicId, query.user, pageOf(query.skip, query.limit));
  return { feeds: rows.map(toFeedPost), total };
}

/** GET /post/feed/{id}: one post the public sees (active, by an active author). */
export async function getPost(ctx: AppContext, tenantId: string, id: string) {
  const row = await findShownPost(ctx.db, tenantId, id);
  if (!row) throw notFound('Post');
  return toFeedPost(row);
}
