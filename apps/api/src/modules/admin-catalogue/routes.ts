import { adminCollection, collectionFlagsBody } from '@wine/contract/admin/collections';
import { adminEvent, adminEventCreateBody, adminEventList, adminEventQuery, adminEventUpdateBody } from '@wine/contract/admin/events';
import { adminPost, adminPostList, adminPostQuery, bannerCreateBody, bannerUpdateBody, postVisibilityBody } from '@wine/contract/admin/posts';
import { WINE_IMPORT_MAX_BYTES, WINE_IMPORT_UPLOADS_PER_HOUR, wineImportQuery, wineImportReport } from '@wine/contract/admin/wine-import';
import { adminWineCreateBody, adminWineList, adminWineQuery, adminWineUpdateBody, retailerChoiceList } from '@wine/contract/admin/wines';
import { wine, type Collection } from '@wine/contract/catalogue';
import { failure, id, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/security';
import { createAdminWine, getAdminWine, listAdminWines, listRetailerChoices, updateAdminWine } from '../catalogue/console-wines';
import { updateCollection } from '../catalogue/curation';
import { importWines } from '../catalogue/wine-import';
import { createAdminEvent, listAdminEvents, updateAdminEvent } from '../events/console-events';
import { createBanner, listAdminPosts, setPostVisibility, updateBanner } from '../feed/console-posts';

const readErrors = { 400: failure, 401: failure, 403: failure, 404: failure };
const writeErrors = { ...readErrors, 409: failure, 422: failure };
const params = z.object({ id });

/** The multipart parser's own failures (no boundary, a truncated form) carry no status: they are bad input. */
const unreadableForm = (error: { statusCode?: number }): never => {
  if (error.statusCode) throw error;
  throw badRequest('The upload could not be read: send the CSV as multipart/form-data in the field "file"');
};

/** The operations console's catalogue (issue 9, slice B): every route is for admins only. */
export function adminCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // On request, before the body is parsed or validated: strangers learn nothing and upload nothing.
    const admin = { onRequest: requireAdmin };

    app.get(
      '/admin/wines',
      { ...admin, schema: { tags: ['admin'], querystring: adminWineQuery, response: { 200: ok(adminWineList), ...readErrors } } },
      async (request) => ({ status: 1 as const, result: await listAdminWines(ctx, currentUser(request), request.query) }),
    );

    app.get(
      '/admin/wines/:id',
      { ...admin, schema: { tags: ['admin'], params, response: { 200: ok(wine), ...readErrors } } },
      async (request) => ({ status: 1 as const, result: await getAdminWine(ctx, currentUser(request), request.params.id) }),
    );

    app.post(
      '/admin/wines',
      { ...admin, schema: { tags: ['admin'], body: adminWineCreateBody, response: { 200: ok(wine), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await createAdminWine(ctx, currentUser(request), request.body) }),
    );

    app.patch(
      '/admin/wines/:id',
      { ...admin, schema: { tags: ['admin'], params, body: adminWineUpdateBody, response: { 200: ok(wine), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await updateAdminWine(ctx, currentUser(request), request.params.id, request.body) }),
    );

    app.post(
      '/admin/wines/import',
      {
        ...admin,
        // Counted per account before the file is read, in the shared limit store (issue 44).
        preHandler: perAccountLimit(app, { name: 'wine-import', max: WINE_IMPORT_UPLOADS_PER_HOUR, windowMs: 60 * 60_000, accountOf: (request) => currentUser(request).id }),
        schema: {
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          querystring: wineImportQuery,
          response: { 200: ok(wineImportReport), ...writeErrors, 413: failure, 429: failure },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('Send the CSV as multipart/form-data in the field "file"');
        // This route alone takes files larger than an image upload: up to WINE_IMPORT_MAX_BYTES of CSV.
        const part = await request.file({ limits: { fileSize: WINE_IMPORT_MAX_BYTES, files: 1 } }).catch(unreadableForm);
        if (!part || part.fieldname !== 'file') throw badRequest('Send the CSV in the field "file"');
        const report = await importWines(ctx, currentUser(request), part.file, {
          fileName: part.filename || 'wines.csv',
          dryRun: request.query.dryRun ?? false,
          mode: request.query.mode ?? 'create',
        });
        return { status: 1 as const, result: report };
      },
    );

    app.get(
      '/admin/catalogue/retailers',
      { ...admin, schema: { tags: ['admin'], response: { 200: ok(retailerChoiceList), ...readErrors } } },
      async (request) => ({ status: 1 as const, result: await listRetailerChoices(ctx, currentUser(request)) }),
    );

    app.patch(
      '/admin/collections/:id/flags',
      { ...admin, schema: { tags: ['admin'], params, body: collectionFlagsBody, response: { 200: ok(adminCollection), ...writeErrors } } },
      async (request) => {
        // The catalogue's own service sets the flags (and writes the audit row): one rule for both calls.
        const result: Collection = await updateCollection(ctx, currentUser(request), request.params.id, { customData: request.body });
        return { status: 1 as const, result };
      },
    );

    app.get(
      '/admin/posts',
      { ...admin, schema: { tags: ['admin'], querystring: adminPostQuery, response: { 200: ok(adminPostList), ...readErrors } } },
      async (request) => ({ status: 1 as const, result: await listAdminPosts(ctx, currentUser(request), request.query) }),
    );

    app.patch(
      '/admin/posts/:id/visibility',
      { ...admin, schema: { tags: ['admin'], params, body: postVisibilityBody, response: { 200: ok(adminPost), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await setPostVisibility(ctx, currentUser(request), request.params.id, request.body) }),
    );

    app.post(
      '/admin/banners',
      { ...admin, schema: { tags: ['admin'], body: bannerCreateBody, response: { 200: ok(adminPost), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await createBanner(ctx, currentUser(request), request.body) }),
    );

    app.patch(
      '/admin/banners/:id',
      { ...admin, schema: { tags: ['admin'], params, body: bannerUpdateBody, response: { 200: ok(adminPost), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await updateBanner(ctx, currentUser(request), request.params.id, request.body) }),
    );

    app.get(
      '/admin/events',
      { ...admin, schema: { tags: ['admin'], querystring: adminEventQuery, response: { 200: ok(adminEventList), ...readErrors } } },
      async (request) => ({ status: 1 as const, result: await listAdminEvents(ctx, currentUser(request), request.query) }),
    );

    app.post(
      '/admin/events',
      { ...admin, schema: { tags: ['admin'], body: adminEventCreateBody, response: { 200: ok(adminEvent), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await createAdminEvent(ctx, currentUser(request), request.body) }),
    );

    app.patch(
      '/admin/events/:id',
      { ...admin, schema: { tags: ['admin'], params, body: adminEventUpdateBody, response: { 200: ok(adminEvent), ...writeErrors } } },
      async (request) => ({ status: 1 as const, result: await updateAdminEvent(ctx, currentUser(request), request.params.id, request.body) }),
    );
  };
}
