import { adminEvent, adminEventCreateBody, adminEventList, adminEventQuery, adminEventUpdateBody } from '@wine/contract/admin/events';
import { ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, writeErrors, tags } from '../../plugins/console';
import { createAdminEvent, listAdminEvents, updateAdminEvent } from './console-events';

/** The console's events (issue 9, slice B): the list, a new event, an edit. */
export const eventsConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/events', { schema: { tags, querystring: adminEventQuery, response: { 200: ok(adminEventList), ...readErrors } } }, async (request) =>
      done(await listAdminEvents(ctx, currentUser(request), request.query)),
    );
    admin.post('/admin/events', { schema: { tags, body: adminEventCreateBody, response: { 200: ok(adminEvent), ...writeErrors } } }, async (request) =>
      done(await createAdminEvent(ctx, currentUser(request), request.body)),
    );
    admin.patch('/admin/events/:id', { schema: { tags, params: idParams, body: adminEventUpdateBody, response: { 200: ok(adminEvent), ...writeErrors } } }, async (request) =>
      done(await updateAdminEvent(ctx, currentUser(request), request.params.id, request.body)),
    );
  });
