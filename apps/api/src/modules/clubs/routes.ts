import {
  clubDecisionBody, clubDetail as clubDetailSchema, clubList, clubListQuery, clubMembership, clubParams, clubSummary, createClubBody, cycleParams, joinClubBody,
  membershipChangeBody, membershipList, membershipParams, ownClubList, partnerList, pickList, ratingBody, retailerClubList, selectionBody, selectionQuery, selectionSheet as selectionSheetSchema,
} from '@wine/contract/clubs';
import { failure, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser, requireRetailer, requireUser } from '../../plugins/auth';
import {
  changeMembership, clubDetail, createClub, decideClub, joinClub, listClubs, ownClubs, ownMemberships, partnerRetailers, rateCycle, retailerClubs, retailerPickList, selectionSheet,
  setSelection,
} from './service';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure };
const tags = ['clubs'];

/** Sommelier wine clubs (issue 46, decision 0065): shoppers' pages and memberships, the sommelier's clubs and selections, the partner retailer's desk. */
export function clubsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/clubs', { schema: { tags, querystring: clubListQuery, response: { 200: ok(clubList), ...errors } } }, async (request) =>
      done(await listClubs(ctx, request.query, request.tenantId)),
    );

    app.get('/clubs/:clubId', { schema: { tags, params: clubParams, response: { 200: ok(clubDetailSchema), ...errors } } }, async (request) =>
      done(await clubDetail(ctx, request.user, request.params.clubId, request.tenantId)),
    );

    await app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('onRequest', requireUser);

      signedIn.post('/clubs', { schema: { tags, body: createClubBody, response: { 200: ok(clubSummary), ...errors } } }, async (request) =>
        done(await createClub(ctx, currentUser(request), request.body)),
      );

      signedIn.get('/clubs/mine', { schema: { tags, response: { 200: ok(ownClubList), ...errors } } }, async (request) =>
        done(await ownClubs(ctx, currentUser(request))),
      );

      signedIn.get('/clubs/partners', { schema: { tags, response: { 200: ok(partnerList), ...errors } } }, async (request) =>
        done(await partnerRetailers(ctx, currentUser(request))),
      );

      signedIn.get('/clubs/memberships', { schema: { tags, response: { 200: ok(membershipList), ...errors } } }, async (request) =>
        done(await ownMemberships(ctx, currentUser(request))),
      );

      signedIn.post(
        '/clubs/:clubId/join',
        { schema: { tags, params: clubParams, body: joinClubBody, response: { 200: ok(clubMembership), ...errors } } },
        async (request) => done(await joinClub(ctx, currentUser(request), request.params.clubId, request.body)),
      );

      signedIn.patch(
        '/clubs/memberships/:membershipId',
        { schema: { tags, params: membershipParams, body: membershipChangeBody, response: { 200: ok(clubMembership), ...errors } } },
        async (request) => done(await changeMembership(ctx, currentUser(request), request.params.membershipId, request.body)),
      );

      signedIn.get(
        '/clubs/:clubId/cycles/:cycleId/selection',
        { schema: { tags, params: cycleParams, querystring: selectionQuery, response: { 200: ok(selectionSheetSchema), ...errors } } },
        async (request) => done(await selectionSheet(ctx, currentUser(request), request.params.clubId, request.params.cycleId, request.query)),
      );

      signedIn.put(
        '/clubs/:clubId/cycles/:cycleId/selection',
        { schema: { tags, params: cycleParams, body: selectionBody, response: { 200: ok(selectionSheetSchema), ...errors } } },
        async (request) => done(await setSelection(ctx, currentUser(request), request.params.clubId, request.params.cycleId, request.body)),
      );

      signedIn.post(
        '/clubs/:clubId/cycles/:cycleId/rating',
        { schema: { tags, params: cycleParams, body: ratingBody, response: { 200: ok(clubDetailSchema), ...errors } } },
        async (request) => done(await rateCycle(ctx, currentUser(request), request.params.clubId, request.params.cycleId, request.body)),
      );
    });

    await app.register(async (scope) => {
      const desk = scope.withTypeProvider<ZodTypeProvider>();
      desk.addHook('onRequest', requireRetailer);

      desk.get('/retailer/clubs', { schema: { tags: ['retailer'], response: { 200: ok(retailerClubList), ...errors } } }, async (request) =>
        done(await retailerClubs(ctx, currentUser(request))),
      );

      desk.patch(
        '/retailer/clubs/:clubId',
        { schema: { tags: ['retailer'], params: clubParams, body: clubDecisionBody, response: { 200: ok(clubSummary), ...errors } } },
        async (request) => done(await decideClub(ctx, currentUser(request), request.params.clubId, request.body.decision)),
      );

      desk.get(
        '/retailer/clubs/:clubId/cycles/:cycleId',
        { schema: { tags: ['retailer'], params: cycleParams, response: { 200: ok(pickList), ...errors } } },
        async (request) => done(await retailerPickList(ctx, currentUser(request), request.params.clubId, request.params.cycleId)),
      );
    });
  };
}
