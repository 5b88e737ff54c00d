import { catalogueItem, catalogueItemQuery, catalogueList, catalogueQuery } from '@wine/contract/catalogue';
import { failure, id, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getCatalogueItem, listCatalogue } from './service';

export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/catalogue',
      { schema: { tags: ['catalogue'], querystring: catalogueQuery, response: { 200: ok(catalogueList), 400: failure } } },
      async (request) => ({ status: 1 as const, result: await listCatalogue(ctx, request.tenantId, request.query) }),
    );

    app.get(
      '/catalogue/:id',
      {
        schema: {
          tags: ['catalogue'],
          params: z.object({ id }),
          // skip, limit and status are sent by the wine page's refresh call and change nothing here.
          querystring: catalogueItemQuery,
          response: { 200: ok(catalogueItem), 400: failure, 404: failure },
        },
      },
      async (request) => ({
        status: 1 as const,
        result: await getCatalogueItem(ctx, request.tenantId, request.params.id, request.query.includeChildren ?? false),
      }),
    );
  };
}
