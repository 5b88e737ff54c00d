import { UPLOAD_MAX_BYTES } from '@wine/contract/constants';
import { failure, ok } from '@wine/contract/envelope';
import { ErrorCode } from '@wine/contract/errors';
import { uploadResult } from '@wine/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { currentUser, requireUser } from '../../plugins/auth';
import { storeImage } from './service';

const tooLarge = () =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The image is too large: the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);

/** The multipart parser's own errors (no boundary, truncated form) carry no status: they are bad input. */
const unreadableForm = (error: { code?: string; statusCode?: number }): never => {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
  if (error.statusCode) throw error;
  throw badRequest('The upload could not be read: send the image as multipart/form-data in the field "file"');
};

export function mediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
        return { status: 1 as const, result: await storeImage(ctx, currentUser(request).id, buffer) };
      },
    );
  };
}
