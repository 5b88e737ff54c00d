import { failure, id, ok } from '@wine/contract/envelope';
import { sommelierList, sommelierQuery, userStats as userStatsResult } from '@wine/contract/sommeliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listSommeliers, userStats } from './service';

export function sommeliersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      { schema: { tags: ['sommeliers'], querystring: sommelierQuery, response: { 200: ok(sommelierList), 400: failure } } },
      async (request) => ({ status: 1 as const, result: await listSommeliers(ctx, request.tenantId, request.query) }),
    );

    app.get(
      '/users/:id/stats',
      {
        schema: {
          tags: ['sommeliers'],
          params: z.object({ id }),
          response: { 200: ok(userStatsResult), 400: failure, 404: failure },
        },
      },
      async (request) => ({ status: 1 as const, result: await userStats(ctx, request.params.id) }),
    );
  };
}
