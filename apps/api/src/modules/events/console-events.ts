import type { AdminEvent, adminEventCreateBody, adminEventQuery, adminEventUpdateBody } from '@wine/contract/admin/events';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { findRetailer } from '../retailers/service';
import { activeCollectionIds, findEventCollections, replaceEventCollections } from '../catalogue/event-collections';
import { approvedSommelierIds } from '../accounts/service';
import { toPublicUser } from '../accounts/present';
import {
  findEventRow, findEventSommeliers, insertEventRow, listEventRows, lockEvent, replaceEventSommeliers, updateEventRow,
} from './console-queries';
import type { EventRow } from './queries';
import { toEventSummary } from './present';

type CreateInput = z.output<typeof adminEventCreateBody>;
type UpdateInput = z.output<typeof adminEventUpdateBody>;

/** Events with their retailer's name, sommeliers and collections, two queries for the whole page. */
async function present(db: Executor, rows: { event: EventRow; businessName: string }[]): Promise<AdminEvent[]> {
  const ids = rows.map((row) => row.event.id);
  const [people, collections] = await readTogether(db, [() => findEventSommeliers(db, ids), () => findEventCollections(db, ids)]);
  return rows.map(({ event, businessName }) => ({
    ...toEventSummary(event),
    isActive: event.isActive,
    businessName,
    sommeliers: people
      .filter((person) => person.eventId === event.id)
      .map(({ user }) => {
        const { _id, name, profilePicture } = toPublicUser(user);
        return { userId: _id, name, profilePicture };
      }),
    collections: collections.filter((entry) => entry.eventId === event.id).map(({ id, title, iconUrl }) => ({ _id: id, title, iconUrl })),
  }));
}

async function presentOne(ctx: AppContext, tenantId: string, id: string): Promise<AdminEvent> {
  const row = await findEventRow(ctx.db, tenantId, id);
  if (!row) throw notFound('Event');
  const [event] = await present(ctx.db, [row]);
  if (!event) throw notFound('Event');
  return event;
}

/** GET /admin/events: every event, inactive ones too, newest first. */
export async function listAdminEvents(ctx: AppContext, viewer: AuthUser, query: z.output<typeof adminEventQuery>) {
  const { rows, total } = await listEventRows(ctx.db, viewer.tenantId, pageOf(query.skip, query.limit));
  return { events: await present(ctx.db, rows), total };
}

/**
 * Every id in the body must name what it says in this shop: an unknown one is a 400 naming it,
 * never skipped, never left to the foreign key (a 500). Run inside the write's transaction: the
 * rows stay locked as checked until it commits.
 */
async function checkReferences(db: Executor, tenantId: string, input: UpdateInput) {
  if (input.businessId !== undefined && !(await findRetailer(db, tenantId, input.businessId))) throw badRequest('businessId: no such retailer');
  for (const [field, ids] of [['sommelierIds', input.sommelierIds], ['collectionIds', input.collectionIds]] as const) {
    if (ids && new Set(ids).size !== ids.length) throw badRequest(`${field}: each may be listed once`);
  }
  if (input.sommelierIds) {
    const approved = await approvedSommelierIds(db, tenantId, input.sommelierIds);
    const unknown = input.sommelierIds.filter((id) => !approved.has(id));
    if (unknown.length > 0) throw badRequest(`sommelierIds: not approved sommeliers: ${unknown.join(', ')}`);
  }
  if (input.collectionIds) {
    const active = await activeCollectionIds(db, tenantId, input.collectionIds);
    const unknown = input.collectionIds.filter((id) => !active.has(id));
    if (unknown.length > 0) throw badRequest(`collectionIds: not active collections: ${unknown.join(', ')}`);
  }
}

function eventColumns(input: UpdateInput) {
  const { images, startTime, sommelierIds: _people, collectionIds: _collections, ...same } = input;
  return {
    ...same,
    ...(startTime !== undefined ? { startTime: new Date(startTime) } : {}),
    ...(images !== undefined
      ? {
          attachments: images.map(({ url, redirectionUrl, openIn }) =>
            redirectionUrl || openIn ? { url, customData: { ...(redirectionUrl ? { redirectionUrl } : {}), ...(openIn ? { openIn } : {}) } } : { url },
          ),
        }
      : {}),
  };
}

/** What the audit log keeps of an event: its row plus the people and collections attached. */
const snapshot = (event: EventRow, parts: { sommelierIds?: string[]; collectionIds?: string[] }) => ({ ...event, ...parts });

/** POST /admin/events. */
export async function createAdminEvent(ctx: AppContext, viewer: AuthUser, input: CreateInput): Promise<AdminEvent> {
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, viewer.tenantId, input);
    const row = await insertEventRow(tx, {
      ...eventColumns(input),
      id,
      tenantId: viewer.tenantId,
      businessId: input.businessId,
      title: input.title,
      description: input.description,
      startTime: new Date(input.startTime),
      addressLine1: input.addressLine1,
    });
    if (!row) throw notFound('Event');
    await replaceEventSommeliers(tx, id, input.sommelierIds ?? []);
    await replaceEventCollections(tx, viewer.tenantId, id, input.collectionIds ?? []);
    await recordAudit(tx, viewer, {
      action: 'event.create',
      entityType: 'event',
      entityId: id,
      after: snapshot(row, { sommelierIds: input.sommelierIds ?? [], collectionIds: input.collectionIds ?? [] }),
    });
  });
  return presentOne(ctx, viewer.tenantId, id);
}

/** PATCH /admin/events/{id}: any fields; the lists, when sent, replace the event's (in the order given). */
export async function updateAdminEvent(ctx: AppContext, viewer: AuthUser, id: string, input: UpdateInput): Promise<AdminEvent> {
  const current = await presentOne(ctx, viewer.tenantId, id);
  await ctx.db.transaction(async (tx) => {
    const before = await lockEvent(tx, viewer.tenantId, id);
    if (!before) throw notFound('Event');
    await checkReferences(tx, viewer.tenantId, input);
    const columns = eventColumns(input);
    const after = Object.keys(columns).length > 0 ? await updateEventRow(tx, id, columns) : before;
    if (!after) throw notFound('Event');
    if (input.sommelierIds) await replaceEventSommeliers(tx, id, input.sommelierIds);
    if (input.collectionIds) await replaceEventCollections(tx, viewer.tenantId, id, input.collectionIds);
    const onlyVisibility = Object.keys(input).length === 1 && input.isActive !== undefined;
    await recordAudit(tx, viewer, {
      action: onlyVisibility ? (input.isActive ? 'event.activate' : 'event.deactivate') : 'event.update',
      entityType: 'event',
      entityId: id,
      before: snapshot(before, {
        sommelierIds: current.sommeliers.map((person) => person.userId),
        collectionIds: current.collections.map((entry) => entry._id),
      }),
      after: snapshot(after, {
        sommelierIds: input.sommelierIds ?? current.sommeliers.map((person) => person.userId),
        collectionIds: input.collectionIds ?? current.collections.map((entry) => entry._id),
      }),
    });
  });
  return presentOne(ctx, viewer.tenantId, id);
}
