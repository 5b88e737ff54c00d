import { UPLOAD_MAX_BYTES } from '@wine/contract/constants';
import { failure, ok } from '@wine/contract/envelope';
import { ErrorCode } from '@wine/contract/errors';
import { uploadResult } from '@wine/contract/users';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { currentUser, requireUser } from '../../plugins/auth';
import { storeImage } from './service';
import type { MediaStore, S3MediaStore } from './store';

const tooLarge = () =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The image is too large: the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);

/** The multipart parser's own errors (no boundary, truncated form) carry no status: they are bad input. */
const unreadableForm = (error: { code?: string; statusCode?: number }): never => {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
  if (error.statusCode) throw error;
  throw badRequest('The upload could not be read: send the image as multipart/form-data in the field "file"');
};

export function mediaRoutes(ctx: AppContext, store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/media/upload/path',
      {
        onRequest: requireUser,
        schema: {
          tags: ['media'],
          consumes: ['multipart/form-data'],
          response: { 200: ok(uploadResult), 400: failure, 401: failure, 413: failure, 415: failure },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "file"');
        const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }).catch(unreadableForm);
        if (!part || part.fieldname !== 'file') throw badRequest('Send the image in the field "file"');
        const buffer = await part.toBuffer().catch(unreadableForm);
        return done(await storeImage(ctx, store, currentUser(request).id, buffer));
      },
    );
  };
}

/** A media key as the shop names them (`uploads/<id>.webp`, `demo/wines/x.svg`): no `..`, no odd characters. */
const MEDIA_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** A media object never changes under its name (uploads get a new id), as with the local folder's files. */
const MEDIA_CACHE_CONTROL = 'public, max-age=604800, immutable';

/**
 * `/media/...` from the bucket, so that links keep working whatever the store; the bucket itself
 * may stay private. `notFound` answers a missing object as any other unknown address.
 */
export function bucketMediaRoutes(store: S3MediaStore, notFound: (request: FastifyRequest, reply: FastifyReply) => unknown): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
      const key = request.params['*'];
      const object = MEDIA_KEY.test(key) ? await store.get(key) : undefined;
      if (!object) return notFound(request, reply);
      return reply
        .header('content-type', object.contentType)
        .header('content-length', String(object.bytes))
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .send(object.body);
    });
  };
}
