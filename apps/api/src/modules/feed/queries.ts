import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedPosts, topics, users } from '../../db/schema';
import type { Page } from '../../lib/paging';

export const findTopic = async (db: Executor, id: string) => (await db.select().from(topics).where(eq(topics.id, id)).limit(1))[0];

/** A post with what the wire shows of it: its topic and its author. */
const postWithTopicAndAuthor = (db: Executor) =>
  db
    .select({ post: feedPosts, topic: topics, author: users })
    .from(feedPosts)
    .innerJoin(topics, eq(topics.id, feedPosts.topicId))
    .innerJoin(users, eq(users.id, feedPosts.userId));

export interface PostRow {
  post: typeof feedPosts.$inferSelect;
  topic: typeof topics.$inferSelect;
  author: typeof users.$inferSelect;
}

/** One page of a topic's active posts (optionally one author's), newest first, and how many there are. */
export async function listPostRows(db: Executor, tenantId: string, topicId: string, authorId: string | undefined, page: Page) {
  const where = and(
    eq(feedPosts.tenantId, tenantId),
    eq(feedPosts.topicId, topicId),
    eq(feedPosts.isActive, true),
    authorId === undefined ? undefined : eq(feedPosts.userId, authorId),
  );
  const [rows, counted] = await Promise.all([
    postWithTopicAndAuthor(db).where(where).orderBy(desc(feedPosts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(feedPosts).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export const findActivePost = async (db: Executor, tenantId: string, id: string) =>
  (
    await postWithTopicAndAuthor(db)
      .where(and(eq(feedPosts.id, id), eq(feedPosts.tenantId, tenantId), eq(feedPosts.isActive, true)))
      .limit(1)
  )[0];

export const insertPost = async (db: Executor, row: typeof feedPosts.$inferInsert) => (await db.insert(feedPosts).values(row).returning())[0];

export const updatePost = async (db: Executor, id: string, changes: Partial<typeof feedPosts.$inferInsert>) =>
  (await db.update(feedPosts).set({ ...changes, updatedAt: sql`now()` }).where(eq(feedPosts.id, id)).returning())[0];

export const findPostRow = async (db: Executor, id: string) => (await db.select().from(feedPosts).where(eq(feedPosts.id, id)).limit(1))[0];
