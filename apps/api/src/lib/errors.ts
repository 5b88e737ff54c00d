import { ErrorCode, type ErrorCodeValue } from '@wine/contract/errors';

/**
 * An expected failure with its wire code. The HTTP status is the code's first three digits,
 * so a code can never travel with the wrong status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorCode: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.statusCode = Math.floor(errorCode / 1000);
  }
}

export const badRequest = (message: string) => new AppError(ErrorCode.VALIDATION_FAILED, message);
export const unauthenticated = (message = 'Please log in to continue') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(ErrorCode.FORBIDDEN, message);
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
