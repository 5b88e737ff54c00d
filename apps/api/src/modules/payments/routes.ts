import {
  addCardBody, addCardCompleteBody, addCardInitializeResult, addCardResult, cardList, disableCardBody, disableCardResult, orderPaymentInfo as orderPaymentInfoSchema,
  payOrderBody, payOrderResult, testAuthenticateBody, testConfirmBody, testIntentResult,
} from '@wine/contract/cards';
import { failure, id, noQuery, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { testGatewayFor } from './providers';
import {
  addCardFromReturn, completeCardSetup, disableCard, handleStripeWebhook, initializeCardSetup, listCards, orderPaymentInfo, payOrder,
} from './service';

const userParams = z.object({ id });
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure, 503: failure };
const tags = ['cards'];

/** Saved cards, order payments and the providers' own calls (DESIGN §6). */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/:id/add-card/initialize',
      { onRequest: requireUser, schema: { tags, params: userParams, response: { 200: ok(addCardInitializeResult), ...errors } } },
      async (request) => done(await initializeCardSetup(ctx, currentUser(request), request.params.id)),
    );

    app.post(
      '/user/:id/add-card',
      { onRequest: requireUser, schema: { tags, params: userParams, body: addCardBody, response: { 200: ok(addCardResult), ...errors } } },
      async (request) => done(await addCardFromReturn(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.post(
      '/user/:id/add-card/complete',
      { onRequest: requireUser, schema: { tags, params: userParams, body: addCardCompleteBody, response: { 200: ok(addCardResult), ...errors } } },
      async (request) => done(await completeCardSetup(ctx, currentUser(request), request.params.id, request.body.txnId)),
    );

    app.get(
      '/user/:id/cards',
      { onRequest: requireUser, schema: { tags, params: userParams, querystring: noQuery, response: { 200: ok(cardList), ...errors } } },
      async (request) => done(await listCards(ctx, currentUser(request), request.params.id)),
    );

    app.post(
      '/user/:id/disable-card',
      { onRequest: requireUser, schema: { tags, params: userParams, body: disableCardBody, response: { 200: ok(disableCardResult), ...errors } } },
      async (request) => done(await disableCard(ctx, currentUser(request), request.params.id, request.body.cardId)),
    );

    app.get(
      '/order/:id/payment',
      { onRequest: requireUser, schema: { tags: ['orders'], params: userParams, response: { 200: ok(orderPaymentInfoSchema), ...errors } } },
      async (request) => done(await orderPaymentInfo(ctx, currentUser(request).id, request.params.id)),
    );

    app.post(
      '/order/:id/pay',
      { onRequest: requireUser, schema: { tags: ['orders'], params: userParams, body: payOrderBody, response: { 200: ok(payOrderResult), ...errors } } },
      async (request) => done(await payOrder(ctx, currentUser(request).id, request.params.id, request.body.cardId)),
    );

    // The built-in gateway's card form and 3-D Secure stand-in: the client secret is the credential,
    // as with Stripe's own endpoints. Card numbers are validated here and never stored.
    app.post(
      '/payments/test/confirm-setup',
      { schema: { tags: ['test gateway'], body: testConfirmBody, response: { 200: ok(testIntentResult), ...errors } } },
      async (request) => {
        const { clientSecret, ...card } = request.body;
        const result = await testGatewayFor(ctx).confirmWithCard(clientSecret, card);
        return done(testIntentResult.parse(result));
      },
    );

    app.post(
      '/payments/test/authenticate',
      { schema: { tags: ['test gateway'], body: testAuthenticateBody, response: { 200: ok(testIntentResult), ...errors } } },
      async (request) => {
        const result = await testGatewayFor(ctx).authenticate(request.body.clientSecret, request.body.approve);
        return done(testIntentResult.parse(result));
      },
    );

    // Stripe signs the exact bytes it sends: this route keeps the raw body.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, parsed) => parsed(null, body));
      raw.post(
        '/payments/stripe/webhook',
        { schema: { tags: ['stripe'], response: { 200: ok(z.object({ received: z.literal(true), duplicate: z.boolean() })), ...errors } } },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
          return done(await handleStripeWebhook(ctx, body, typeof signature === 'string' ? signature : undefined));
        },
      );
    });
  };
}
