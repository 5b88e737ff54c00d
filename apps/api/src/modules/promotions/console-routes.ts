import { adminCoupon, adminCouponList, couponBody } from '@wine/contract/admin/coupons';
import { adminPageQuery } from '@wine/contract/admin/shared';
import { failure, ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, tags } from '../../plugins/console';
import { adminCoupons, createCoupon, updateCouponRecord } from './console-coupons';

const errors = { ...readErrors, 409: failure };

/** The console's coupons (issue 9): the list, a new coupon, an edit. */
export const promotionsConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/coupons', { schema: { tags, querystring: adminPageQuery, response: { 200: ok(adminCouponList), ...errors } } }, async (request) =>
      done(await adminCoupons(ctx, currentUser(request), pageOf(request.query.skip, request.query.limit))),
    );
    admin.post('/admin/coupons', { schema: { tags, body: couponBody, response: { 200: ok(adminCoupon), ...errors } } }, async (request) =>
      done(await createCoupon(ctx, currentUser(request), request.body)),
    );
    admin.put('/admin/coupons/:id', { schema: { tags, params: idParams, body: couponBody, response: { 200: ok(adminCoupon), ...errors } } }, async (request) =>
      done(await updateCouponRecord(ctx, currentUser(request), request.params.id, request.body)),
    );
  });
