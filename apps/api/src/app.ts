import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, MEDIA_PREFIX } from '@wine/contract/api';
import { UPLOAD_MAX_BYTES } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastGoodBackup } from './backup/record';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { primaryOnly, publicRead, type Reads } from './db/replicas';
import { createBackground, type Background } from './lib/background';
import { withRequestId } from './lib/request-context';
import { passwordChecks } from './modules/auth/password-checks';
import { authRoutes } from './modules/auth/routes';
import { userOfSession } from './modules/auth/sessions';
import { createCatalogueReadModel } from './modules/catalogue/read-model/model';
import { catalogueConsoleRoutes } from './modules/catalogue/console-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { eventsConsoleRoutes } from './modules/events/console-routes';
import { eventsRoutes } from './modules/events/routes';
import { feedConsoleRoutes } from './modules/feed/console-routes';
import { feedRoutes } from './modules/feed/routes';
import { geoRoutes } from './modules/geo/routes';
import { commissionConsoleRoutes } from './modules/commission/console-routes';
import { commissionRoutes } from './modules/commission/routes';
import { consoleRoutes } from './modules/console/routes';
import { createMailer, outboxHealth, type Mailer } from './modules/mail/service';
import { bucketMediaRoutes, mediaRoutes } from './modules/media/routes';
import { createMediaStore, type MediaStore } from './modules/media/store';
import { metaRoutes, type Readiness } from './modules/meta/routes';
import { deliveryAttemptRoutes } from './modules/orders/delivery-routes';
import { clubsConsoleRoutes } from './modules/clubs/console-routes';
import { clubsRoutes } from './modules/clubs/routes';
import { ordersConsoleRoutes } from './modules/orders/console-routes';
import { ordersRoutes } from './modules/orders/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { pageWithPreview } from './modules/previews/html';
import { previewOf } from './modules/previews/pages';
import { previewRoutes } from './modules/previews/routes';
import { promotionsConsoleRoutes } from './modules/promotions/console-routes';
import { retailerRoutes } from './modules/retailer-desk/routes';
import { retailerStockRoutes } from './modules/retailer-desk/stock-routes';
import { retailersConsoleRoutes } from './modules/retailers/console-routes';
import { returnsRoutes } from './modules/returns/routes';
import { reviewsConsoleRoutes } from './modules/reviews/console-routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { socialRoutes } from './modules/social/routes';
import { sommeliersRoutes } from './modules/sommeliers/routes';
import { stockAlertRoutes } from './modules/stock-alerts/routes';
import { supportRoutes } from './modules/support/routes';
import { usersConsoleRoutes } from './modules/users/console-routes';
import { usersRoutes } from './modules/users/routes';
import { ownUserView } from './modules/users/service';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { loggerOptions } from './plugins/logging';
import { registerMetrics } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { notFoundLimit, securityPlugin } from './plugins/security';
import { sharedCachePlugin } from './plugins/shared-cache';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to pino at the configured level; tests pass false. */
  logger?: boolean;
  /** Public reads' replicas (db/replicas.ts); all reads on `db` by default. */
  reads?: Reads;
  /** Defaults to the configured store (MEDIA_STORE). */
  media?: MediaStore;
  /** Where log lines go instead of stdout (tests read them to check that no secret is logged). */
  logStream?: { write: (line: string) => void };
}

const JSON_BODY_LIMIT = 1024 * 1024;

const REQUEST_ID_HEADER = 'x-request-id';
/** What a load balancer's request id may look like to be kept: anything else is replaced by ours. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Each request's id: the load balancer's when it is trusted to set one, else a new UUID. */
const requestIdOf = (trustProxy: boolean) => (request: IncomingMessage) => {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return trustProxy && typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
};

/** Builds the whole server (API, media, and the web app when built) without listening. */
export async function buildApp({
  config,
  db,
  logger,
  logStream,
  reads = primaryOnly(db),
  media = createMediaStore(config.media, config.mediaDir),
}: AppOptions): Promise<FastifyInstance & { mailer: Mailer; background: Background; readiness: Readiness }> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, config.env === 'development' && !logStream, logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const ctx: AppContext = { config, db, mailer, log: app.log };
  const background = createBackground(app.log);
  const catalogue = createCatalogueReadModel(db, app.log);
  const readiness: Readiness = { draining: false, catalogueBuilt: catalogue.built };
  // Built in the background: the instance says it is not ready until then (modules/meta/routes.ts).
  catalogue.start().catch((error: unknown) => app.log.error({ err: error }, 'catalogue read model: the build failed; the next poll tries again'));
  app.addHook('onClose', () => catalogue.close());
  app.addHook('onClose', async () => mailer.close());
  // onClose hooks run last registered first: the work requests left behind ends before the mailer closes.
  app.addHook('onClose', () => background.idle());

  app.addHook('onRequest', (request, reply, done) => {
    // A shopper's report quotes this id; the log lines of their request carry it.
    reply.header(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, done);
  });
  registerMetrics(app, {
    token: config.metricsToken,
    db,
    reads,
    shop: { outbox: () => outboxHealth(db), lastGoodBackup: () => lastGoodBackup(db) },
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(openapiPlugin);

  const limitMisses = notFoundLimit(app);
  const notFoundEnvelope = async (request: FastifyRequest, reply: FastifyReply) => {
    await limitMisses(request, reply);
    return reply.status(404).send({
      status: 0,
      error: { errorCode: ErrorCode.NOT_FOUND, errorMessage: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  };

  await app.register(
    async (api) => {
      // Before compression: its ETag is the body's, whatever the encoding.
      await api.register(sharedCachePlugin);
      // API answers are compressed on the fly; the web build ships precompressed files.
      await api.register(compress, { global: true, threshold: 2048, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
      await api.register(authPlugin, { userOfToken: (token: string) => userOfSession(ctx.db, token) });
      api.setNotFoundHandler(notFoundEnvelope);
      await api.register(metaRoutes(ctx, reads, readiness));
      const passwords = passwordChecks(api, ctx);
      await api.register(authRoutes(ctx, background, passwords, ownUserView));
      await api.register(usersRoutes(ctx, passwords));
      await api.register(mediaRoutes(ctx, media));
      await api.register(catalogueRoutes(ctx, reads, catalogue));
      await api.register(reviewsRoutes(ctx, reads));
      await api.register(sommeliersRoutes(ctx, reads));
      await api.register(eventsRoutes(ctx, reads));
      await api.register(feedRoutes(ctx, reads));
      await api.register(geoRoutes());
      await api.register(supportRoutes(ctx));
      await api.register(socialRoutes(ctx));
      await api.register(ordersRoutes(ctx));
      await api.register(commissionRoutes(ctx));
      await api.register(paymentsRoutes(ctx));
      await api.register(retailerRoutes(ctx));
      await api.register(retailerStockRoutes(ctx));
      await api.register(stockAlertRoutes(ctx));
      await api.register(returnsRoutes(ctx));
      await api.register(deliveryAttemptRoutes(ctx));
      await api.register(clubsRoutes(ctx));
      // The console (/api/admin/..., admins only): each module's calls beside its service (decision 0068).
      for (const routes of [
        consoleRoutes, catalogueConsoleRoutes, clubsConsoleRoutes, commissionConsoleRoutes, eventsConsoleRoutes, feedConsoleRoutes, ordersConsoleRoutes,
        promotionsConsoleRoutes, retailersConsoleRoutes, reviewsConsoleRoutes, usersConsoleRoutes,
      ]) {
        await api.register(routes(ctx));
      }
    },
    { prefix: API_PREFIX },
  );

  await app.register(previewRoutes(ctx));

  if (media.kind === 'local') {
    await fs.mkdir(media.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: media.dir,
      prefix: `${MEDIA_PREFIX}/`,
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    });
  } else {
    await app.register(bucketMediaRoutes(media, notFoundEnvelope), { prefix: MEDIA_PREFIX });
  }

  const webDist = config.webDist;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Written by the server (modules/previews): a build from before that still holds the file must not shadow it.
      globIgnore: ['robots.txt'],
      // Vite names assets by content hash: they never change, so browsers may keep them for a year.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    const indexHtml = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
    // Assets are content-hashed; index.html must always be fresh so new deploys are picked up.
    app.setNotFoundHandler(async (request, reply) => {
      const isAppRoute = request.method === 'GET' && !request.url.startsWith(`${API_PREFIX}/`) && !request.url.startsWith(`${MEDIA_PREFIX}/`);
      if (!isAppRoute) return notFoundEnvelope(request, reply);
      reply.header('cache-control', 'no-cache');
      // A wine's, a collection's, a sommelier's, a post's or an event's page says what it shows to link previews and crawlers.
      const address = new URL(request.url, config.publicOrigin);
      const preview = await publicRead(reads, ctx, request, (readCtx) => previewOf(readCtx, address.pathname));
      if (!preview) return reply.sendFile('index.html', webDist);
      return reply.type('text/html; charset=utf-8').send(pageWithPreview(indexHtml, preview, config.publicOrigin, address.searchParams.get('utm_source')));
    });
  } else {
    app.setNotFoundHandler(notFoundEnvelope);
  }

  return Object.assign(app, { mailer, background, readiness });
}
