import { retailer, retailerBody, retailerList, retailerStaffBody, retailerStaffParams } from '@wine/contract/admin/retailers';
import { adminPageQuery } from '@wine/contract/admin/shared';
import { failure, ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, tags } from '../../plugins/console';
import { adminRetailers, attachStaff, createRetailer, detachStaff, updateRetailer } from './service';

const errors = { ...readErrors, 409: failure };

/** The console's retailers (issue 9): the list, a new retailer, an edit, their staff. */
export const retailersConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/retailers', { schema: { tags, querystring: adminPageQuery, response: { 200: ok(retailerList), ...errors } } }, async (request) =>
      done(await adminRetailers(ctx, currentUser(request), pageOf(request.query.skip, request.query.limit))),
    );
    admin.post('/admin/retailers', { schema: { tags, body: retailerBody, response: { 200: ok(retailer), ...errors } } }, async (request) =>
      done(await createRetailer(ctx, currentUser(request), request.body)),
    );
    admin.put('/admin/retailers/:id', { schema: { tags, params: idParams, body: retailerBody, response: { 200: ok(retailer), ...errors } } }, async (request) =>
      done(await updateRetailer(ctx, currentUser(request), request.params.id, request.body)),
    );
    admin.post('/admin/retailers/:id/staff', { schema: { tags, params: idParams, body: retailerStaffBody, response: { 200: ok(retailer), ...errors } } }, async (request) =>
      done(await attachStaff(ctx, currentUser(request), request.params.id, request.body.email)),
    );
    admin.delete('/admin/retailers/:id/staff/:userId', { schema: { tags, params: retailerStaffParams, response: { 200: ok(retailer), ...errors } } }, async (request) =>
      done(await detachStaff(ctx, currentUser(request), request.params.id, request.params.userId)),
    );
  });
