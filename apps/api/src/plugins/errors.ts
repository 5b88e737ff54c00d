import { ErrorCode } from '@wine/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

interface WireError {
  statusCode: number;
  errorCode: number;
  errorMessage: string;
}

/** Connection-level failures of PostgreSQL: the request may be retried once the database is back. */
const DATABASE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08000', '08001', '08003', '08006']);

function isDatabaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && DATABASE_UNAVAILABLE.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated/.test(error.message)
  );
}

function describe(error: FastifyError): WireError {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, errorCode: error.errorCode, errorMessage: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'Invalid request';
    const where = error.validationContext === 'querystring' ? 'query ' : '';
    return {
      statusCode: 400,
      errorCode: ErrorCode.VALIDATION_FAILED,
      errorMessage: field ? `${where}${field}: ${message}` : message,
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { statusCode: 413, errorCode: ErrorCode.PAYLOAD_TOO_LARGE, errorMessage: 'Request is too large' };
  if (status === 415) {
    return { statusCode: 415, errorCode: ErrorCode.UNSUPPORTED_MEDIA_TYPE, errorMessage: 'Unsupported content type' };
  }
  if (status === 429) {
    return { statusCode: 429, errorCode: ErrorCode.TOO_MANY_REQUESTS, errorMessage: 'Too many requests, please try again later' };
  }
  if (status >= 400 && status < 500) {
    return { statusCode: status, errorCode: ErrorCode.VALIDATION_FAILED, errorMessage: error.message };
  }
  if (status === 503 || isDatabaseUnavailable(error)) {
    return { statusCode: 503, errorCode: ErrorCode.SERVICE_UNAVAILABLE, errorMessage: 'Service temporarily unavailable' };
  }
  return { statusCode: 500, errorCode: ErrorCode.INTERNAL, errorMessage: 'Something went wrong on our side' };
}

/** Every failure leaves as the spec's envelope; 5xx never carry internals, they go to the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const wire = describe(error);
    if (wire.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(wire.statusCode)
      .send({ status: 0, error: { errorCode: wire.errorCode, errorMessage: wire.errorMessage } });
  });
});
