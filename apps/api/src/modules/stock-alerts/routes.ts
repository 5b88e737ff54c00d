import { failure, id, ok } from '@wine/contract/envelope';
import { stockAlertState } from '@wine/contract/stock-alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { stockAlertOf, stopWaiting, waitForWine } from './service';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure };
const schema = { tags: ['catalogue'], params: z.object({ id }), response: { 200: ok(stockAlertState), ...errors } };

/** "Tell me when it's back" (decision 0052): a signed-in shopper's alert for one wine; guests get 401. */
export function stockAlertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/catalogue/:id/stock-alert', { schema }, async (request) => done(await stockAlertOf(ctx, currentUser(request), request.params.id)));

    app.put('/catalogue/:id/stock-alert', { schema }, async (request) => done(await waitForWine(ctx, currentUser(request), request.params.id)));

    app.delete('/catalogue/:id/stock-alert', { schema }, async (request) => done(await stopWaiting(ctx, currentUser(request), request.params.id)));
  };
}
