import { ErrorCode } from '@wine/contract/errors';
import type { FollowRecord, LikedWine } from '@wine/contract/social';
import type { AppContext } from '../../context';
import { readTogether } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { toWineSummary } from '../catalogue/present';
import { toPublicUser } from '../accounts/present';
import { addToFollowersCount } from '../accounts/service';
import {
  countBookmarkedWines, findActiveUser, deleteBookmark, deleteFollow, findActiveWine, findBookmark,
  findBookmarkById, findFollow, findFollowById, insertBookmarkOfActiveWine, insertFollow, listBookmarkedWines, listFollows,
} from './queries';

/** Following twice keeps one follow; the followed user's count moves only when a row does. */
export async function follow(ctx: AppContext, viewer: AuthUser, followId: string): Promise<FollowRecord> {
  if (followId === viewer.id) throw new AppError(ErrorCode.CANNOT_FOLLOW_SELF, 'You cannot follow yourself');
  const target = await findActiveUser(ctx.db, followId);
  if (!target) throw notFound('User');
  const record = await ctx.db.transaction(async (tx) => {
    const created = await insertFollow(tx, { id: newId(), userId: viewer.id, followId });
    if (created) await addToFollowersCount(tx, followId, 1);
    return created ?? (await findFollow(tx, viewer.id, followId));
  });
  if (!record) throw notFound('Follow');
  const followed = await findActiveUser(ctx.db, followId);
  return { _id: record.id, id: record.id, followId, user: toPublicUser(followed ?? target) };
}

export async function unfollow(ctx: AppContext, viewer: AuthUser, followRecordId: string): Promise<void> {
  const record = await findFollowById(ctx.db, followRecordId);
  if (!record) throw notFound('Follow');
  if (record.userId !== viewer.id) throw forbidden('You can only remove your own follows');
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteFollow(tx, followRecordId, viewer.id);
    if (removed) await addToFollowersCount(tx, removed.followId, -1);
  });
}

export async function followsOf(ctx: AppContext, viewer: AuthUser): Promise<FollowRecord[]> {
  const rows = await listFollows(ctx.db, viewer.id);
  return rows.map(({ follow, user }) => ({ _id: follow.id, id: follow.id, followId: follow.followId, user: toPublicUser(user) }));
}

/** Liking twice keeps one bookmark; a wine that is not active cannot be liked, even again. */
export async function bookmark(ctx: AppContext, viewer: AuthUser, catalogueId: string) {
  const created = await insertBookmarkOfActiveWine(ctx.db, { id: newId(), userId: viewer.id, catalogueId });
  if (created) return { _id: created.id, catalogueId: created.catalogueId };
  // Nothing new: the wine is not active, or the like exists.
  const [wine, row] = await readTogether(ctx.db, [() => findActiveWine(ctx.db, catalogueId), () => findBookmark(ctx.db, viewer.id, catalogueId)]);
  if (!wine) throw notFound('Wine');
  if (!row) throw notFound('Bookmark');
  return { _id: row.id, catalogueId: row.catalogueId };
}

export async function removeBookmark(ctx: AppContext, viewer: AuthUser, actionId: string): Promise<void> {
  if (await deleteBookmark(ctx.db, actionId, viewer.id)) return;
  // Nothing removed: say whether the like does not exist or is someone else's.
  const row = await findBookmarkById(ctx.db, actionId);
  if (!row) throw notFound('Bookmark');
  if (row.userId !== viewer.id) throw forbidden('You can only remove your own likes');
}

export async function bookmarkedWines(ctx: AppContext, viewer: AuthUser, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    listBookmarkedWines(ctx.db, viewer.id, offset, limit),
    countBookmarkedWines(ctx.db, viewer.id),
  ]);
  const categories: LikedWine[] = rows.map(({ bookmark: mark, wine }) => ({
    ...toWineSummary(wine),
    catalogueId: wine.id,
    actions: [{ _id: mark.id }],
  }));
  return { categories, total };
}
