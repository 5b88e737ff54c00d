/**
 * Error codes on the wire: `{status: 0, error: {errorCode, errorMessage}}`.
 * 400001 and 400008 come from the spec; the rest are ours, in the same six-digit style:
 * the first three digits are the HTTP status they travel with.
 */
export const ErrorCode = {
  ADDRESS_NOT_DELIVERABLE: 400001,
  CART_NOT_PURCHASABLE: 400008,
  VALIDATION_FAILED: 400100,
  UNKNOWN_QUERY_KEY: 400101,
  UPLOAD_NOT_AN_IMAGE: 400200,
  RESET_TOKEN_INVALID: 400300,
  UNAUTHENTICATED: 401000,
  INVALID_CREDENTIALS: 401001,
  GOOGLE_TOKEN_INVALID: 401002,
  FORBIDDEN: 403000,
  NOT_A_SOMMELIER_ACCOUNT: 403001,
  NOT_FOUND: 404000,
  EMAIL_TAKEN: 409001,
  PAYLOAD_TOO_LARGE: 413000,
  UNSUPPORTED_MEDIA_TYPE: 415000,
  CANNOT_FOLLOW_SELF: 422001,
  TOO_MANY_REQUESTS: 429000,
  INTERNAL: 500000,
  SERVICE_UNAVAILABLE: 503000,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
