import { failure, id, ok } from '@wine/contract/envelope';
import { sommelierList, sommelierQuery, userStats as userStatsResult } from '@wine/contract/sommeliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publicRead, type Reads } from '../../db/replicas';
import { done } from '../../lib/envelope';
import { listSommeliers, userStats } from './service';

export function sommeliersRoutes(ctx: AppContext, reads: Reads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      { config: { sharedCache: true }, schema: { tags: ['sommeliers'], querystring: sommelierQuery, response: { 200: ok(sommelierList), 400: failure } } },
      async (request) => done(await publicRead(reads, ctx, request, (read) => listSommeliers(read, request.tenantId, request.query))),
    );

    app.get(
      '/users/:id/stats',
      {
        config: { sharedCache: true },
        schema: {
          tags: ['sommeliers'],
          params: z.object({ id }),
          response: { 200: ok(userStatsResult), 400: failure, 404: failure },
        },
      },
      async (request) => done(await publicRead(reads, ctx, request, (read) => userStats(read, request.params.id))),
    );
  };
}
