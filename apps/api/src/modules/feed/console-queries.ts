// The console's reads and writes of posts: banners and Wine Talks (decision 0029).

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedPosts, topics, users } from '../../db/schema';
import { cappedCount } from '../../lib/capped-count';
import type { Page } from '../../lib/paging';
import { bylineColumns } from '../accounts/service';

export type PostInsert = typeof feedPosts.$inferInsert;

export interface PostFilter {
  tenantId: string;
  topicId: string;
  isActive?: boolean;
}

const postConditions = (filter: PostFilter) =>
  and(
    eq(feedPosts.tenantId, filter.tenantId),
    eq(feedPosts.topicId, filter.topicId),
    filter.isActive === undefined ? undefined : eq(feedPosts.isActive, filter.isActive),
  );

/** A topic's posts, hidden ones too, newest first, with their topic and author. */
export async function listPostRows(db: Executor, filter: PostFilter, page: Page) {
  const where = postConditions(filter);
  const [rows, total] = await Promise.all([
    db
      .select({ post: feedPosts, topic: topics, author: bylineColumns })
      .from(feedPosts)
      .innerJoin(topics, eq(topics.id, feedPosts.topicId))
      .innerJoin(users, eq(users.id, feedPosts.userId))
      .where(where)
      .orderBy(desc(feedPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, feedPosts, where),
  ]);
  return { rows, total };
}

export const findPostWithTopicAndAuthor = async (db: Executor, tenantId: string, id: string) =>
  (
    await db
      .select({ post: feedPosts, topic: topics, author: bylineColumns })
      .from(feedPosts)
      .innerJoin(topics, eq(topics.id, feedPosts.topicId))
      .innerJoin(users, eq(users.id, feedPosts.userId))
      .where(and(eq(feedPosts.id, id), eq(feedPosts.tenantId, tenantId)))
      .limit(1)
  )[0];

export const lockPost = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(feedPosts).where(and(eq(feedPosts.id, id), eq(feedPosts.tenantId, tenantId))).for('update').limit(1))[0];

export const insertPostRow = async (db: Executor, row: PostInsert) => (await db.insert(feedPosts).values(row).returning())[0];

export const updatePostRow = async (db: Executor, id: string, changes: Partial<PostInsert>) =>
  (await db.update(feedPosts).set({ ...changes, updatedAt: sql`now()` }).where(eq(feedPosts.id, id)).returning())[0];
