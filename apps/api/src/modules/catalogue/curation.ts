import type { Collection } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import type { z } from 'zod';
import type { createCollectionBody, updateCollectionBody } from '@wine/contract/curation';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../auth/auth-user';
import { clearFeaturedCollection } from '../accounts/service';
import { getCatalogueItem } from './service';
import { activeWineIds, insertCollection, lockCollection, replaceChildren, updateCatalogueItem } from './queries';

type CreateInput = z.output<typeof createCollectionBody>;
type UpdateInput = z.output<typeof updateCollectionBody>;

/** Approved sommeliers curate; admins curate the shop's own collections (picks, trending...). */
function assertCurator(viewer: AuthUser): void {
  const approved = viewer.row.type === 'sommelier' && viewer.row.activeStatus === 'approved';
  if (!approved && !viewer.isAdmin) throw forbidden('Only approved sommeliers can manage collections');
}

const presentCollection = async (ctx: AppContext, viewer: AuthUser, id: string) =>
  (await getCatalogueItem(ctx, viewer.tenantId, id, true)) as Collection;

export async function createCollection(ctx: AppContext, viewer: AuthUser, input: CreateInput): Promise<Collection> {
  assertCurator(viewer);
  if (input.tenantId !== undefined && input.tenantId !== viewer.tenantId) throw badRequest('Unknown tenant');
  const row = await insertCollection(ctx.db, {
    id: newId(),
    tenantId: viewer.tenantId,
    type: 'COLLECTION',
    title: input.title,
    name: input.name?.trim() || input.title,
    description: input.description ?? null,
    iconUrl: input.iconUrl,
    priceCents: 0,
    createdBy: viewer.id,
  });
  if (!row) throw notFound('Collection');
  return presentCollection(ctx, viewer, row.id);
}

/** Only unique active wines of the shop, in the order given; anything else is a clear 400. */
async function checkedChildren(ctx: AppContext, tenantId: string, ids: string[]): Promise<string[]> {
  if (new Set(ids).size !== ids.length) throw badRequest('childrenIds: a wine can be in a collection only once');
  const active = new Set(await activeWineIds(ctx.db, tenantId, ids));
  const missing = ids.filter((id) => !active.has(id));
  if (missing.length > 0) throw new AppError(ErrorCode.WINE_NOT_AVAILABLE, `These wines are not available: ${missing.join(', ')}`);
  return ids;
}

/** PATCH /catalogue/{id}: the owner edits texts, image and wines; only an admin sets the flags. */
export async function updateCollection(ctx: AppContext, viewer: AuthUser, id: string, input: UpdateInput): Promise<Collection> {
  const { customData: flags, childrenIds, tenantId, ...texts } = input;
  if (tenantId !== undefined && tenantId !== viewer.tenantId) throw badRequest('Unknown tenant');
  if (flags && Object.keys(flags).length > 0 && !viewer.isAdmin) {
    throw forbidden('Only an admin can mark collections as Picks, Trending, By Moment or By Terroir');
  }
  const wines = childrenIds && (await checkedChildren(ctx, viewer.tenantId, childrenIds));
  await ctx.db.transaction(async (tx) => {
    const collection = await lockCollection(tx, id);
    if (!collection || !collection.isActive || collection.tenantId !== viewer.tenantId) throw notFound('Collection');
    const ownsIt = collection.createdBy === viewer.id;
    const editsContent = Object.keys(texts).length > 0 || wines !== undefined;
    if (editsContent) {
      if (!ownsIt) throw forbidden('You can only edit your own collections');
      assertCurator(viewer);
    }
    await updateCatalogueItem(tx, id, { ...texts, ...(flags ?? {}) });
    if (wines) await replaceChildren(tx, id, wines);
    // Setting the home page flags is an admin action: the audit log keeps who changed which.
    if (flags && Object.keys(flags).length > 0) {
      const keys = Object.keys(flags) as (keyof typeof flags)[];
      await recordAudit(tx, viewer, {
        action: 'collection.flags',
        entityType: 'collection',
        entityId: id,
        before: Object.fromEntries(keys.map((key) => [key, collection[key]])),
        after: flags,
      });
    }
  });
  return presentCollection(ctx, viewer, id);
}

/** DELETE /catalogue/{id}?type=remove: the owner removes a collection (kept for order history). */
export async function removeCollection(ctx: AppContext, viewer: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const collection = await lockCollection(tx, id);
    if (!collection || !collection.isActive || collection.tenantId !== viewer.tenantId) throw notFound('Collection');
    if (collection.createdBy !== viewer.id && !viewer.isAdmin) throw forbidden('You can only delete your own collections');
    await updateCatalogueItem(tx, id, { isActive: false });
    if (collection.createdBy) await clearFeaturedCollection(tx, collection.createdBy, id);
  });
}

/** The caller's own active collection, for marking it featured. */
export async function ownActiveCollection(ctx: AppContext, viewer: AuthUser, id: string) {
  const collection = await presentCollection(ctx, viewer, id).catch(() => undefined);
  if (!collection || collection.createdBy?._id !== viewer.id) throw forbidden('You can only feature your own collections');
  return collection;
}
