import { adminClubActivity, adminClubDetail, adminClubList } from '@wine/contract/admin/clubs';
import { clubParams } from '@wine/contract/clubs';
import { noQuery, ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { csvFile, sendCsv } from '../../lib/csv-export';
import { done } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, writeErrors as errors, tags } from '../../plugins/console';
import { consoleClub, consoleClubActivity, consoleClubMembersCsv, consoleClubs, consoleClubsCsv } from './console';


/** The console's wine clubs (issue 46 point 5, decision 0065): the list, one club, their CSV exports. */
export const clubsConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/clubs', { schema: { tags, querystring: noQuery, response: { 200: ok(adminClubList), ...errors } } }, async (request) =>
      done(await consoleClubs(ctx, currentUser(request))),
    );

    admin.get('/admin/clubs/export.csv', { schema: { tags, querystring: noQuery, response: { 200: csvFile, ...errors } } }, async (request, reply) =>
      sendCsv(reply, consoleClubsCsv(ctx, currentUser(request))),
    );

    admin.get('/admin/clubs/activity', { schema: { tags, querystring: noQuery, response: { 200: ok(adminClubActivity), ...errors } } }, async (request) =>
      done(await consoleClubActivity(ctx, currentUser(request))),
    );

    admin.get('/admin/clubs/:clubId', { schema: { tags, params: clubParams, response: { 200: ok(adminClubDetail), ...errors } } }, async (request) =>
      done(await consoleClub(ctx, currentUser(request), request.params.clubId)),
    );

    admin.get('/admin/clubs/:clubId/members.csv', { schema: { tags, params: clubParams, response: { 200: csvFile, ...errors } } }, async (request, reply) =>
      sendCsv(reply, await consoleClubMembersCsv(ctx, currentUser(request), request.params.clubId)),
    );
  });
