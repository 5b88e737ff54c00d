import { adminPost, adminPostList, adminPostQuery, bannerCreateBody, bannerUpdateBody, postVisibilityBody } from '@wine/contract/admin/posts';
import { ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, writeErrors, tags } from '../../plugins/console';
import { createBanner, listAdminPosts, setPostVisibility, updateBanner } from './console-posts';

/** The console's content (issue 9, slice B): posts and their visibility, banners. */
export const feedConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/posts', { schema: { tags, querystring: adminPostQuery, response: { 200: ok(adminPostList), ...readErrors } } }, async (request) =>
      done(await listAdminPosts(ctx, currentUser(request), request.query)),
    );
    admin.patch('/admin/posts/:id/visibility', { schema: { tags, params: idParams, body: postVisibilityBody, response: { 200: ok(adminPost), ...writeErrors } } }, async (request) =>
      done(await setPostVisibility(ctx, currentUser(request), request.params.id, request.body)),
    );
    admin.post('/admin/banners', { schema: { tags, body: bannerCreateBody, response: { 200: ok(adminPost), ...writeErrors } } }, async (request) =>
      done(await createBanner(ctx, currentUser(request), request.body)),
    );
    admin.patch('/admin/banners/:id', { schema: { tags, params: idParams, body: bannerUpdateBody, response: { 200: ok(adminPost), ...writeErrors } } }, async (request) =>
      done(await updateBanner(ctx, currentUser(request), request.params.id, request.body)),
    );
  });
