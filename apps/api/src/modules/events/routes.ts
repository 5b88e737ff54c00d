import { failure, id, ok } from '@wine/contract/envelope';
import { eventDetail, eventList, eventQuery } from '@wine/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publicRead, type Reads } from '../../db/replicas';
import { done } from '../../lib/envelope';
import { getEventDetail, listEvents } from './service';

export function eventsRoutes(ctx: AppContext, reads: Reads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/event',
      { config: { sharedCache: true }, schema: { tags: ['events'], querystring: eventQuery, response: { 200: ok(eventList), 400: failure } } },
      async (request) => done(await publicRead(reads, ctx, request, (read) => listEvents(read, request.tenantId, request.query))),
    );

    app.get(
      '/event/:id',
      { config: { sharedCache: true }, schema: { tags: ['events'], params: z.object({ id }), response: { 200: ok(eventDetail), 400: failure, 404: failure } } },
      async (request) => done(await publicRead(reads, ctx, request, (read) => getEventDetail(read, request.tenantId, request.params.id))),
    );
  };
}
