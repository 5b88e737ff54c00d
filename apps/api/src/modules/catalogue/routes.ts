import { catalogueFacetValues, catalogueFacetValuesQuery, catalogueItem, catalogueItemQuery, catalogueList, catalogueQuery, similarWineList } from '@wine/contract/catalogue';
import { failure, id, ok } from '@wine/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collection } from '@wine/contract/catalogue';
import { createCollectionBody, qrCodeBody, qrCodeResult, removeQuery, updateCollectionBody } from '@wine/contract/curation';
import type { AppContext } from '../../context';
import { publicRead, type Reads } from '../../db/replicas';
import { done } from '../../lib/envelope';
import { plainJsonSerializer } from '../../lib/json';
import { currentUser, requireUser } from '../../plugins/auth';
import { createCollection, removeCollection, updateCollection } from './curation';
import { collectionQrCode } from './qr';
import type { CatalogueReadModel } from './read-model/model';
import { getCatalogueItem, listCatalogue, listFacetValues, similarWines } from './service';

const writeErrors = { 400: failure, 401: failure, 403: failure, 404: failure, 422: failure };

export function catalogueRoutes(ctx: AppContext, reads: Reads, model: CatalogueReadModel): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/catalogue',
      {
        config: { sharedCache: true },
        schema: { tags: ['catalogue'], querystring: catalogueQuery, response: { 200: ok(catalogueList), 400: failure } },
        serializerCompiler: plainJsonSerializer,
      },
      async (request) => done(await publicRead(reads, ctx, request, (read) => listCatalogue(read, request.tenantId, request.query, model))),
    );

    // The filter panel's search within an open-ended list (decision 0070): the read model alone answers it.
    app.get(
      '/catalogue/facet-values',
      {
        config: { sharedCache: true },
        schema: { tags: ['catalogue'], querystring: catalogueFacetValuesQuery, response: { 200: ok(catalogueFacetValues), 400: failure } },
        serializerCompiler: plainJsonSerializer,
      },
      async (request) => done(await listFacetValues(request.tenantId, request.query, model)),
    );

    app.get(
      '/catalogue/:id',
      {
        config: { sharedCache: true },
        schema: {
          tags: ['catalogue'],
          params: z.object({ id }),
          // skip, limit and status are sent by the wine page's refresh call and change nothing here.
          querystring: catalogueItemQuery,
          response: { 200: ok(catalogueItem), 400: failure, 404: failure },
        },
        serializerCompiler: plainJsonSerializer,
      },
      async (request) => done(await publicRead(reads, ctx, request, (read) =>
        getCatalogueItem(read, request.tenantId, request.params.id, request.query.includeChildren ?? false),
      )),
    );

    app.get(
      '/catalogue/:id/similar',
      {
        config: { sharedCache: true },
        schema: { tags: ['catalogue'], params: z.object({ id }), querystring: z.object({}).strict(), response: { 200: ok(similarWineList), 400: failure, 404: failure } },
        serializerCompiler: plainJsonSerializer,
      },
      async (request) => done(await publicRead(reads, ctx, request, (read) => similarWines(read, request.tenantId, request.params.id))),
    );

    app.post(
      '/catalogue',
      { onRequest: requireUser, schema: { tags: ['collections'], body: createCollectionBody, response: { 200: ok(collection), ...writeErrors } } },
      async (request) => done(await createCollection(ctx, currentUser(request), request.body)),
    );

    app.patch(
      '/catalogue/:id',
      {
        onRequest: requireUser,
        schema: { tags: ['collections'], params: z.object({ id }), body: updateCollectionBody, response: { 200: ok(collection), ...writeErrors } },
      },
      async (request) => done(await updateCollection(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/catalogue/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['collections'],
          params: z.object({ id }),
          querystring: removeQuery,
          response: { 200: ok(z.object({ message: z.string() })), ...writeErrors },
        },
      },
      async (request) => {
        await removeCollection(ctx, currentUser(request), request.params.id);
        return done({ message: 'Collection removed' });
      },
    );

    app.post(
      '/qrcodes/',
      { onRequest: requireUser, schema: { tags: ['collections'], body: qrCodeBody, response: { 200: ok(qrCodeResult), ...writeErrors } } },
      async (request) => done(await collectionQrCode(ctx, currentUser(request), request.body.url)),
    );
  };
}
