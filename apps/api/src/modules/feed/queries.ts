import { Topic } from '@wine/contract/topics';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedPosts, topics, users } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { bylineColumns, type BylineRow } from '../accounts/service';

export const findTopic = async (db: Executor, id: string) => (await db.select().from(topics).where(eq(topics.id, id)).limit(1))[0];

/** A fixed topic's row, written unless it is there already. */
export const insertTopicIfMissing = (db: Executor, topic: { id: string; name: string }) => db.insert(topics).values(topic).onConflictDoNothing();

/** A post with what the wire shows of it: its topic and its author. */
const postWithTopicAndAuthor = (db: Executor) =>
  db
    .select({ post: feedPosts, topic: topics, author: bylineColumns })
    .from(feedPosts)
    .innerJoin(topics, eq(topics.id, feedPosts.topicId))
    .innerJoin(users, eq(users.id, feedPosts.userId));

export interface PostRow {
  post: typeof feedPosts.$inferSelect;
  topic: typeof topics.$inferSelect;
  author: BylineRow;
}

/**
 * The public sees a post while it is active and its author's account is too: a deactivated
 * account's Wine Talks leave with it. A page walks the topic's (or author's) index newest first and
 * reads each post's author by primary key, so the check costs one probe per post shown. Banners
 * are the shop's, whichever admin wrote them.
 */
const shown = (tenantId: string) =>
  and(eq(feedPosts.tenantId, tenantId), eq(feedPosts.isActive, true), or(eq(feedPosts.topicId, Topic.banner.id), eq(users.isActive, true)));

/** One page of a topic's shown posts (optionally one author's), newest first, and how many there are. */
export async function listPostRows(db: Executor, tenantId: string, topicId: string, authorId: string | undefined, page: Page) {
  const where = and(shown(tenantId), eq(feedPosts.topicId, topicId), authorId === undefined ? undefined : eq(feedPosts.userId, authorId));
  const [rows, counted] = await Promise.all([
    postWithTopicAndAuthor(db).where(where).orderBy(desc(feedPosts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(feedPosts).innerJoin(users, eq(users.id, feedPosts.userId)).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export const findShownPost = async (db: Executor, tenantId: string, id: string) =>
  (await postWithTopicAndAuthor(db).where(and(eq(feedPosts.id, id), shown(tenantId))).limit(1))[0];

export const insertPost = async (db: Executor, row: typeof feedPosts.$inferInsert) => (await db.insert(feedPosts).values(row).returning())[0];

export const updatePost = async (db: Executor, id: string, changes: Partial<typeof feedPosts.$inferInsert>) =>
  (await db.update(feedPosts).set({ ...changes, updatedAt: sql`now()` }).where(eq(feedPosts.id, id)).returning())[0];
