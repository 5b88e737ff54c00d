import { failure, id, ok } from '@wine/contract/envelope';
import {
  retailerStockBody, retailerStockList, retailerStockWine, retailerWinesQuery, STOCK_CSV_MAX_BYTES, STOCK_CSV_UPLOADS_PER_HOUR, stockImportQuery, stockImportReport,
} from '@wine/contract/retailer-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { currentUser, requireRetailer } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/security';
import { importRetailerStock, listRetailerWines, setRetailerWineStock } from './stock';

const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 413: failure, 429: failure };
const tags = ['retailer'];

/** The multipart parser's own failures (no boundary, a truncated form) carry no status: they are bad input. */
const unreadableForm = (error: { statusCode?: number }): never => {
  if (error.statusCode) throw error;
  throw badRequest('The upload could not be read: send the CSV as multipart/form-data in the field "file"');
};

/** A retailer's stock (issue 32): their own wines' counts, one at a time or by a till's CSV. */
export function retailerStockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireRetailer);

    app.get(
      '/retailer/wines',
      { schema: { tags, querystring: retailerWinesQuery, response: { 200: ok(retailerStockList), ...errors } } },
      async (request) => done(await listRetailerWines(ctx, currentUser(request), request.query)),
    );

    app.patch(
      '/retailer/wines/:id/stock',
      { schema: { tags, params: z.object({ id }), body: retailerStockBody, response: { 200: ok(retailerStockWine), ...errors } } },
      async (request) => done(await setRetailerWineStock(ctx, currentUser(request), request.params.id, request.body.stock)),
    );

    app.post(
      '/retailer/stock/import',
      {
        // Counted per account before the file is read, in the shared limit store: many files from many instances meet one count.
        preHandler: perAccountLimit(app, { name: 'stock-import', max: STOCK_CSV_UPLOADS_PER_HOUR, windowMs: 60 * 60_000, accountOf: (request) => currentUser(request).id }),
        schema: { tags, consumes: ['multipart/form-data'], querystring: stockImportQuery, response: { 200: ok(stockImportReport), ...errors } },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('Send the CSV as multipart/form-data in the field "file"');
        const part = await request.file({ limits: { fileSize: STOCK_CSV_MAX_BYTES, files: 1 } }).catch(unreadableForm);
        if (!part || part.fieldname !== 'file') throw badRequest('Send the CSV in the field "file"');
        const report = await importRetailerStock(ctx, currentUser(request), part.file, { fileName: part.filename || 'stock.csv', dryRun: request.query.dryRun ?? false });
        return done(report);
      },
    );
  };
}
