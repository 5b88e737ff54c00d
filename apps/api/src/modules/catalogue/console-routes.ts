import { adminCollection, collectionFlagsBody } from '@wine/contract/admin/collections';
import { WINE_IMPORT_MAX_BYTES, WINE_IMPORT_UPLOADS_PER_HOUR, wineImportQuery, wineImportReport } from '@wine/contract/admin/wine-import';
import { adminWineCreateBody, adminWineList, adminWineQuery, adminWineUpdateBody, retailerChoiceList } from '@wine/contract/admin/wines';
import { wine, type Collection } from '@wine/contract/catalogue';
import { failure, ok } from '@wine/contract/envelope';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, idParams, readErrors, writeErrors, tags } from '../../plugins/console';
import { perAccountLimit } from '../../plugins/security';
import { createAdminWine, getAdminWine, listAdminWines, listRetailerChoices, updateAdminWine } from './console-wines';
import { updateCollection } from './curation';
import { importWines } from './wine-import';

/** The multipart parser's own failures (no boundary, a truncated form) carry no status: they are bad input. */
const unreadableForm = (error: { statusCode?: number }): never => {
  if (error.statusCode) throw error;
  throw badRequest('The upload could not be read: send the CSV as multipart/form-data in the field "file"');
};

/**
 * The operations console's catalogue (issue 9, slice B): wines, their CSV import, the retailers to
 * pick from, collections' flags. Every route is for admins only.
 */
export const catalogueConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/wines', { schema: { tags, querystring: adminWineQuery, response: { 200: ok(adminWineList), ...readErrors } } }, async (request) =>
      done(await listAdminWines(ctx, currentUser(request), request.query)),
    );
    admin.get('/admin/wines/:id', { schema: { tags, params: idParams, response: { 200: ok(wine), ...readErrors } } }, async (request) =>
      done(await getAdminWine(ctx, currentUser(request), request.params.id)),
    );
    admin.post('/admin/wines', { schema: { tags, body: adminWineCreateBody, response: { 200: ok(wine), ...writeErrors } } }, async (request) =>
      done(await createAdminWine(ctx, currentUser(request), request.body)),
    );
    admin.patch('/admin/wines/:id', { schema: { tags, params: idParams, body: adminWineUpdateBody, response: { 200: ok(wine), ...writeErrors } } }, async (request) =>
      done(await updateAdminWine(ctx, currentUser(request), request.params.id, request.body)),
    );
    admin.post(
      '/admin/wines/import',
      {
        // Counted per account before the file is read, in the shared limit store (issue 44).
        preHandler: perAccountLimit(admin, { name: 'wine-import', max: WINE_IMPORT_UPLOADS_PER_HOUR, windowMs: 60 * 60_000, accountOf: (request) => currentUser(request).id }),
        schema: {
          tags,
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
        return done(report);
      },
    );
    admin.get('/admin/catalogue/retailers', { schema: { tags, response: { 200: ok(retailerChoiceList), ...readErrors } } }, async (request) =>
      done(await listRetailerChoices(ctx, currentUser(request))),
    );
    admin.patch(
      '/admin/collections/:id/flags',
      { schema: { tags, params: idParams, body: collectionFlagsBody, response: { 200: ok(adminCollection), ...writeErrors } } },
      async (request) => {
        // The catalogue's own service sets the flags (and writes the audit row): one rule for both calls.
        const result: Collection = await updateCollection(ctx, currentUser(request), request.params.id, { customData: request.body });
        return done(result);
      },
    );
  });
