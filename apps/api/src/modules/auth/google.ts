import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | undefined;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token's signature, audience, issuer and expiry against Google's published
 * keys. The key address is configurable so tests can verify tokens they sign themselves.
 */
export function googleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    const { payload } = await jwtVerify(idToken, keys, { issuer: ISSUERS, audience: clientId });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new Error('Google account has no verified email');
    }
    const name = typeof payload.name === 'string' ? payload.name : payload.email;
    return {
      subject: payload.sub,
      email: payload.email.toLowerCase(),
      givenName: typeof payload.given_name === 'string' ? payload.given_name : (name.split(' ')[0] ?? name),
      familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  };
}

/** The shop's verifier when Google sign-in is configured (GOOGLE_CLIENT_ID). */
export const googleVerifierOf = (config: { google: { clientId: string | undefined; jwksUrl: string } }): GoogleVerifier | undefined =>
  config.google.clientId ? googleVerifier(config.google.clientId, config.google.jwksUrl) : undefined;
