import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Stands in for Google's key endpoint: a local HTTP server publishing the public half of a key
 * pair, so tests sign ID tokens with the private half and the API verifies them for real.
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Signs an ID token as Google would; every claim can be overridden, and the key replaced. */
  async function signIdToken(
    claims: JWTPayload = {},
    options: { key?: CryptoKey; kid?: string; expiresIn?: string | number } = {},
  ): Promise<string> {
    return new SignJWT({
      email: 'taster@gmail.com',
      email_verified: true,
      given_name: 'Tess',
      family_name: 'Taster',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid })
      .setIssuer((claims.iss as string | undefined) ?? GOOGLE_ISSUER)
      .setAudience((claims.aud as string | undefined) ?? clientId)
      .setSubject((claims.sub as string | undefined) ?? '100000000000000000001')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    signIdToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
