import { failure, id, ok } from '@wine/contract/envelope';
import { eventDetail, eventList, eventQuery } from '@wine/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getEventDetail, listEvents } from './service';

export function eventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/event',
      { schema: { tags: ['events'], querystring: eventQuery, response: { 200: ok(eventList), 400: failure } } },
      async (request) => ({ status: 1 as const, result: await listEvents(ctx, request.tenantId, request.query) }),
    );

    app.get(
      '/event/:id',
      { schema: { tags: ['events'], params: z.object({ id }), response: { 200: ok(eventDetail), 400: failure, 404: failure } } },
      async (request) => ({ status: 1 as const, result: await getEventDetail(ctx, request.tenantId, request.params.id) }),
    );
  };
}
