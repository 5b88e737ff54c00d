import type { AdminPost, adminPostQuery, bannerCreateBody, bannerUpdateBody, postVisibilityBody } from '@wine/contract/admin/posts';
import { Topic } from '@wine/contract/topics';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { findPostWithTopicAndAuthor, insertPostRow, listPostRows, lockPost, updatePostRow, type PostInsert } from './console-queries';
import { toFeedPost } from './present';
import type { PostRow } from './queries';
import { ensureFixedTopic } from './service';

const TOPIC_IDS = { banner: Topic.banner.id, wineTalks: Topic.wineTalks.id } as const;

const toAdminPost = (row: PostRow): AdminPost => ({ ...toFeedPost(row), isActive: row.post.isActive });

async function presentPost(ctx: AppContext, tenantId: string, id: string): Promise<AdminPost> {
  const row = await findPostWithTopicAndAuthor(ctx.db, tenantId, id);
  if (!row) throw notFound('Post');
  return toAdminPost(row);
}

/** GET /admin/posts: a topic's posts, hidden ones too, newest first (the home shows banners in this order). */
export async function listAdminPosts(ctx: AppContext, viewer: AuthUser, query: z.output<typeof adminPostQuery>) {
  const status = query.status ?? 'all';
  const { rows, total } = await listPostRows(
    ctx.db,
    { tenantId: viewer.tenantId, topicId: TOPIC_IDS[query.topic], isActive: status === 'all' ? undefined : status === 'active' },
    pageOf(query.skip, query.limit),
  );
  return { posts: rows.map(toAdminPost), total };
}

type BannerInput = z.output<typeof bannerUpdateBody>;

/** A banner's columns: the desktop image first and the phone image second, as the home carousel reads them. */
function bannerColumns(input: BannerInput, current?: { attachments: PostInsert['attachments']; customData: PostInsert['customData'] }): Partial<PostInsert> {
  const columns: Partial<PostInsert> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.subline !== undefined) columns.content = input.subline ? sanitizeRichText(`<p>${input.subline}</p>`) : '';
  if (input.isActive !== undefined) columns.isActive = input.isActive;
  if (input.desktopImageUrl !== undefined || input.mobileImageUrl !== undefined) {
    const [desktop, mobile] = current?.attachments ?? [];
    const desktopUrl = input.desktopImageUrl ?? desktop?.url;
    const mobileUrl = input.mobileImageUrl ?? mobile?.url;
    if (!desktopUrl || !mobileUrl) throw badRequest('A banner needs both its desktop and its phone image');
    columns.attachments = [
      { url: desktopUrl, type: 'image' },
      { url: mobileUrl, type: 'image' },
    ];
  }
  if (input.redirectionUrl !== undefined || input.openIn !== undefined) {
    columns.customData = { ...current?.customData, ...(input.redirectionUrl !== undefined ? { redirectionUrl: input.redirectionUrl } : {}), ...(input.openIn ? { openIn: input.openIn } : {}) };
  }
  return columns;
}

/** POST /admin/banners: a new home banner, written by the admin. */
export async function createBanner(ctx: AppContext, viewer: AuthUser, input: z.output<typeof bannerCreateBody>): Promise<AdminPost> {
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await ensureFixedTopic(tx, Topic.banner.id);
    const row = await insertPostRow(tx, {
      content: '',
      ...bannerColumns(input),
      id,
      tenantId: viewer.tenantId,
      topicId: Topic.banner.id,
      userId: viewer.id,
      title: input.title,
    });
    await recordAudit(tx, viewer, { action: 'banner.create', entityType: 'banner', entityId: id, after: row });
  });
  return presentPost(ctx, viewer.tenantId, id);
}

/** PATCH /admin/banners/{id}: any of its fields; `isActive` alone shows or hides it on the home page. */
export async function updateBanner(ctx: AppContext, viewer: AuthUser, id: string, input: BannerInput): Promise<AdminPost> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockPost(tx, viewer.tenantId, id);
    if (!before || before.topicId !== Topic.banner.id) throw notFound('Banner');
    const after = await updatePostRow(tx, id, bannerColumns(input, before));
    const onlyVisibility = Object.keys(input).length === 1 && input.isActive !== undefined;
    const action = onlyVisibility ? (input.isActive ? 'banner.activate' : 'banner.deactivate') : 'banner.update';
    await recordAudit(tx, viewer, { action, entityType: 'banner', entityId: id, before, after });
  });
  return presentPost(ctx, viewer.tenantId, id);
}

/** PATCH /admin/posts/{id}/visibility: hides a Wine Talks post (or shows it again), with the reason in the audit log. */
export async function setPostVisibility(ctx: AppContext, viewer: AuthUser, id: string, input: z.output<typeof postVisibilityBody>): Promise<AdminPost> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockPost(tx, viewer.tenantId, id);
    if (!before || before.topicId !== Topic.wineTalks.id) throw notFound('Post');
    await updatePostRow(tx, id, { isActive: input.isActive });
    await recordAudit(tx, viewer, {
      action: input.isActive ? 'post.unhide' : 'post.hide',
      entityType: 'post',
      entityId: id,
      before: { isActive: before.isActive, title: before.title },
      after: { isActive: input.isActive, reason: input.reason },
    });
  });
  return presentPost(ctx, viewer.tenantId, id);
}
