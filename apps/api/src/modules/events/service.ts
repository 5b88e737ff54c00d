import type { eventQuery } from '@wine/contract/events';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { toEventDetail, toEventSummary } from './present';
import { findActiveEventWithBusiness, findAssociatedUsers, listEventRows } from './queries';

/** GET /event: active events, newest first unless asked otherwise. */
export async function listEvents(ctx: AppContext, tenantId: string, query: z.output<typeof eventQuery>) {
  const { rows, total } = await listEventRows(ctx.db, tenantId, query.sort ?? '-_id', pageOf(query.offset, query.limit));
  return { events: rows.map(toEventSummary), total };
}

/** GET /event/{id}: the event with its retailer and the sommeliers it presents. */
export async function getEventDetail(ctx: AppContext, tenantId: string, id: string) {
  const found = await findActiveEventWithBusiness(ctx.db, tenantId, id);
  if (!found) throw notFound('Event');
  const associated = await findAssociatedUsers(ctx.db, id);
  return toEventDetail(found.event, found.business, associated.map(({ user }) => user));
}
