import { failure, id } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './auth';

/** The app a module's console routes are declared on. */
export type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A module's console routes (`/api/admin/...`, decision 0016), kept beside the module's service
 * (decision 0068). Every one is for admins only, checked on request: before the body is parsed or
 * validated, so a stranger learns nothing of a route's schema and uploads nothing.
 */
export function adminOnlyRoutes(declare: (admin: ConsoleApp) => void): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    declare(app);
  };
}

/** The failures a console read answers with; a write adds a conflict and a refused change. */
export const readErrors = { 400: failure, 401: failure, 403: failure, 404: failure };
export const writeErrors = { ...readErrors, 409: failure, 422: failure };
/** One record by its id in the path. */
export const idParams = z.object({ id });
/** Every console call is listed under one tag of the OpenAPI document. */
export const tags = ['admin'];
