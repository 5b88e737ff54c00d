import { failure, ok } from '@wine/contract/envelope';
import { zipParams, zipResult } from '@wine/contract/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupZip } from './service';

export function geoRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/geo/zip/:zip',
      { schema: { tags: ['geo'], params: zipParams, response: { 200: ok(zipResult), 400: failure, 404: failure } } },
      async (request) => ({ status: 1 as const, result: lookupZip(request.params.zip) }),
    );
  };
}
