import { failure, id, ok } from '@wine/contract/envelope';
import { feedList, feedPost, feedQuery } from '@wine/contract/feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getPost, listFeed } from './service';

export function feedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/post/feed',
      { schema: { tags: ['feed'], querystring: feedQuery, response: { 200: ok(feedList), 400: failure, 404: failure } } },
      async (request) => ({ status: 1 as const, result: await listFeed(ctx, request.tenantId, request.query) }),
    );

    app.get(
      '/post/feed/:id',
      { schema: { tags: ['feed'], params: z.object({ id }), response: { 200: ok(feedPost), 400: failure, 404: failure } } },
      async (request) => ({ status: 1 as const, result: await getPost(ctx, request.tenantId, request.params.id) }),
    );
  };
}
