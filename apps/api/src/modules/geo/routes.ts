import { failure, ok } from '@wine/contract/envelope';
import { zipParams, zipResult } from '@wine/contract/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/envelope';
import { lookupZip } from './service';

export function geoRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/geo/zip/:zip',
      { schema: { tags: ['geo'], params: zipParams, response: { 200: ok(zipResult), 400: failure, 404: failure } } },
      async (request) => done(lookupZip(request.params.zip)),
    );
  };
}
