import type { feedQuery } from '@wine/contract/feed';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { toFeedPost } from './present';
import { findActivePost, findTopic, listPostRows } from './queries';

/**
 * GET /post/feed: a topic's posts, newest first, optionally one author's. `includeCurrentUser` is
 * sent by the app's Wine Talks list; every post is public, so it changes nothing.
 */
export async function listFeed(ctx: AppContext, tenantId: string, query: z.output<typeof feedQuery>) {
  if (!(await findTopic(ctx.db, query.topicId))) throw notFound('Topic');
  const { rows, total } = await listPostRows(ctx.db, tenantId, query.topicId, query.user, pageOf(query.skip, query.limit));
  return { feeds: rows.map(toFeedPost), total };
}

/** GET /post/feed/{id}: one active post. */
export async function getPost(ctx: AppContext, tenantId: string, id: string) {
  const row = await findActivePost(ctx.db, tenantId, id);
  if (!row) throw notFound('Post');
  return toFeedPost(row);
}
