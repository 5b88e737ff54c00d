import { ErrorCode, type ErrorCodeValue } from '@wine/contract/errors';
import { humanIssue } from '@wine/contract/issues';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z, type core } from 'zod';
import { AppError } from '../lib/errors';

interface WireError {
  statusCode: number;
  errorCode: number;
  errorMessage: string;
}

/**
 * Connection-level failures of PostgreSQL, and statements cut by the deadlines of db/client.ts
 * (57014): the request may be retried once the database is back.
 */
const DATABASE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57014', '57P01', '57P03', '08000', '08001', '08003', '08006']);

/** Drizzle wraps driver errors in a DrizzleQueryError ("Failed query: ..."): the driver's error is its cause. */
const driverError = (error: Error): Error => (error.cause instanceof Error ? error.cause : error);

const sqlState = (error: Error): unknown => (driverError(error) as { code?: unknown }).code;

function isDatabaseUnavailable(error: Error): boolean {
  const code = sqlState(error);
  return (
    (typeof code === 'string' && DATABASE_UNAVAILABLE.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/.test(driverError(error).message)
  );
}

/**
 * PostgreSQL refusing the characters of a value (a NUL byte in text or JSON): the input was bad,
 * and the failed statement wrote nothing.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * The issue a 400 names: for a body that matches none of a union's forms (the pricing call takes two),
 * the first issue of the form it came closest to (the fewest issues), with its full path, so that
 * `payment.method: "card"` answers "order.payment.method: must be "CARD"", not "Invalid input".
 */
function closestIssue(issue: core.$ZodIssue): core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  const [first] = closest;
  return first ? closestIssue({ ...first, path: [...issue.path, ...first.path] }) : issue;
}

/** The code of each client-error status a plugin may answer with (issue 30: a 403 carried 400100). */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCodeValue>> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  408: ErrorCode.REQUEST_TIMEOUT,
  412: ErrorCode.PRECONDITION_FAILED,
  416: ErrorCode.RANGE_NOT_SATISFIABLE,
  431: ErrorCode.HEADERS_TOO_LARGE,
};

function describe(error: FastifyError): WireError {
  // Refused by Fastify's router before any route ran: a path that is not valid UTF-8 once decoded, or
  // a path segment past its length limit. Their messages would echo the path back.
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { statusCode: 400, errorCode: ErrorCode.VALIDATION_FAILED, errorMessage: 'Malformed request URL' };
  }
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, errorCode: error.errorCode, errorMessage: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const inQuery = error.validationContext === 'querystring';
    const issue = closestIssue({ ...first?.params, code: first?.keyword, path: first?.instancePath.split('/').filter(Boolean) ?? [], message: first?.message } as core.$ZodIssue);
    const field = issue.path.join('.');
    return {
      statusCode: 400,
      // Query keys are allow-listed (DESIGN §3): an unknown one has its own code so clients can tell.
      errorCode: inQuery && issue.code === 'unrecognized_keys' ? ErrorCode.UNKNOWN_QUERY_KEY : ErrorCode.VALIDATION_FAILED,
      // An issue of the whole body or query (not an object, an unknown key named in the message) names that part.
      errorMessage: field
        ? `${inQuery ? 'query ' : ''}${field}: ${issue.message}`
        : issue.code === 'unrecognized_keys'
          ? issue.message
          : `${error.validationContext ?? 'request'}: ${issue.message}`,
    };
  }
  if (UNSTORABLE_TEXT.has(sqlState(error) as string)) {
    return { statusCode: 400, errorCode: ErrorCode.VALIDATION_FAILED, errorMessage: 'Text cannot contain NUL characters' };
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
    // A plugin's refusal (the media files' 403 for a path they will not serve) keeps its class: the
    // code of its status, or the generic 400 for a status the document lists no code for.
    const errorCode = CLIENT_ERROR_CODES[status] ?? ErrorCode.VALIDATION_FAILED;
    return { statusCode: Math.floor(errorCode / 1000), errorCode, errorMessage: error.message };
  }
  if (status === 503 || isDatabaseUnavailable(error)) {
    return { statusCode: 503, errorCode: ErrorCode.SERVICE_UNAVAILABLE, errorMessage: 'Service temporarily unavailable' };
  }
  return { statusCode: 500, errorCode: ErrorCode.INTERNAL, errorMessage: 'Something went wrong on our side' };
}

const envelopeOf = (wire: WireError) => ({ status: 0, error: { errorCode: wire.errorCode, errorMessage: wire.errorMessage } });

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const wire = describe(error);
  // A 5xx the app chose (not ready yet, a payment service down) is an answer, its cause logged where it arose.
  if (wire.statusCode >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
  return reply.status(wire.statusCode).send(envelopeOf(wire));
}

/** Every failure leaves as the spec's envelope; 5xx never carry internals, they go to the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every 400 names the field and says in words what it expected: zod's own checks speak as people do
  // ("subject: must be at most 200 characters"); a schema's own message still comes first.
  z.config({ customError: humanIssue });
  app.setErrorHandler(answer);
});

/**
 * Fastify's `frameworkErrors` option: what its router refuses before any route or error handler
 * (a URL that cannot be decoded, such as `/media/..%c0%af`) leaves as the envelope too.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void answer(error, request, reply);

/** What Node's HTTP parser refuses (a malformed request line or header, headers too large, a request too slow). */
const CLIENT_ERRORS: Record<string, WireError> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, errorCode: ErrorCode.REQUEST_TIMEOUT, errorMessage: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { statusCode: 431, errorCode: ErrorCode.HEADERS_TOO_LARGE, errorMessage: 'Request headers are too large' },
};
const MALFORMED_REQUEST: WireError = { statusCode: 400, errorCode: ErrorCode.VALIDATION_FAILED, errorMessage: 'Malformed request' };

/**
 * Fastify's `clientErrorHandler` option: a request Node could not parse never reaches Fastify, so its
 * answer is written on the socket, in the envelope, and the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const wire = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const body = JSON.stringify(envelopeOf(wire));
  socket.end(
    `HTTP/1.1 ${wire.statusCode} ${STATUS_CODES[wire.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
