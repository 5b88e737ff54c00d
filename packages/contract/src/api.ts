/** Where the API lives relative to the app's origin, and the headers the spec's clients send. */
export const API_PREFIX = '/api';
export const MEDIA_PREFIX = '/media';
export const RESPONSE_VERSION = 'v2';
export const Header = {
  authorization: 'authorization',
  tenantId: 'tenantid',
  userId: 'userid',
  userType: 'usertype',
  responseVersion: 'response-version',
} as const;

/**
 * The public client's fixed build-time bearer (spec 000 §7). It is not a secret: it ships in the
 * app's JavaScript and only marks a call as coming from the shop's own anonymous client.
 */
export const PUBLIC_CLIENT_KEY = 'pk_sommlike_storefront';
