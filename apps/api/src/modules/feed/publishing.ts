import type { FeedPost } from '@wine/contract/feed';
import { Topic } from '@wine/contract/topics';
import type { feedPostBody } from '@wine/contract/curation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { foreignImages, hasText, sanitizeRichText } from '../../lib/html';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { findShownPost, insertPost, updatePost } from './queries';
import { ensureFixedTopic, getPost } from './service';

type PostInput = z.output<typeof feedPostBody>;

const BLOG_TOPICS = new Set<string>([Topic.wineTalks.id]);

/** Only approved sommeliers write Wine Talks (spec 001 §6); banners are the admin's. */
function assertAuthor(viewer: AuthUser, topicId: string): void {
  if (topicId === Topic.banner.id) {
    if (!viewer.isAdmin) throw forbidden('Only an admin can publish banners');
    return;
  }
  if (!BLOG_TOPICS.has(topicId)) throw badRequest('topic.id: unknown topic');
  if (!(viewer.row.type === 'sommelier' && viewer.row.activeStatus === 'approved') && !viewer.isAdmin) {
    throw forbidden('Only approved sommeliers can publish Wine Talks');
  }
}

function contentOf(input: PostInput) {
  const [foreign] = foreignImages(input.content);
  if (foreign !== undefined) {
    throw badRequest(`content: Pictures in a post must be uploaded to the shop; this one is at another address: ${foreign.slice(0, 200)}`);
  }
  const content = sanitizeRichText(input.content);
  if (!hasText(content)) throw badRequest('content: Please fill all fields');
  const cover = input.imageUrl ?? input.attachments?.[0]?.url;
  const attachments = input.attachments ?? (cover ? [{ url: cover, type: 'image' as const }] : undefined);
  return { title: input.title, content, attachments, customData: input.customData };
}

/** POST /post/feed: a new post needs a cover image (spec 001 §5). */
export async function publishPost(ctx: AppContext, viewer: AuthUser, input: PostInput): Promise<FeedPost> {
  const topicId = input.topic?.id ?? Topic.wineTalks.id;
  assertAuthor(viewer, topicId);
  const { attachments, customData, ...fields } = contentOf(input);
  if (!attachments?.length) throw badRequest('imageUrl: Please fill all fields');
  await ensureFixedTopic(ctx.db, topicId);
  const row = await insertPost(ctx.db, {
    id: newId(),
    tenantId: viewer.tenantId,
    topicId,
    userId: viewer.id,
    ...fields,
    attachments,
    customData: customData ?? {},
  });
  if (!row) throw notFound('Post');
  return getPost(ctx, viewer.tenantId, row.id);
}

/** A post the public sees (else 404, as its detail answers) that the viewer may change. */
async function ownPost(ctx: AppContext, viewer: AuthUser, id: string) {
  const row = (await findShownPost(ctx.db, viewer.tenantId, id))?.post;
  if (!row) throw notFound('Post');
  if (row.userId !== viewer.id && !viewer.isAdmin) throw forbidden('Only the author can change this post');
  return row;
}

/** PATCH /post/feed/{id}: the author updates a post; the cover may be kept. */
export async function editPost(ctx: AppContext, viewer: AuthUser, id: string, input: PostInput): Promise<FeedPost> {
  await ownPost(ctx, viewer, id);
  const { attachments, customData, ...fields } = contentOf(input);
  await updatePost(ctx.db, id, { ...fields, ...(attachments ? { attachments } : {}), ...(customData ? { customData } : {}) });
  return getPost(ctx, viewer.tenantId, id);
}

/** DELETE /post/feed/{id}?type=remove: the author (or an admin) takes a post down. */
export async function removePost(ctx: AppContext, viewer: AuthUser, id: string): Promise<void> {
  await ownPost(ctx, viewer, id);
  await updatePost(ctx.db, id, { isActive: false });
}
