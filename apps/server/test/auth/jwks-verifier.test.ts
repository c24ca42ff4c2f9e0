import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../../src/plugins/access-token-verifier.ts';
import { InvalidTokenError } from '../../src/plugins/jwt-claims.ts';

// The real provider publishes its public keys; this stands in for its JWKS endpoint.
let server: Server;
let jwksUrl: string;
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let rsa: KeyPair;
let ec: KeyPair;

beforeAll(async () => {
  rsa = await generateKeyPair('RS256');
  ec = await generateKeyPair('ES256');
  const keys = [
    { ...(await exportJWK(rsa.publicKey)), kid: 'rsa', alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.publicKey)), kid: 'ec', alg: 'ES256', use: 'sig' },
  ];
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const claims = { token_type: 'access', user_id: 7 };

function sign(key: Parameters<SignJWT['sign']>[0], alg: string, kid: string, expiresIn = '10m') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, kid })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .setJti('jti')
    .sign(key);
}

describe('access tokens of the real provider (JWT_JWKS_URL)', () => {
  const verifier = () =>
    createAccessTokenVerifier(
      { jwksUrl, accessSecret: undefined, refreshSecret: undefined },
      () => new Date(),
    );

  it('accepts RS256 and ES256 tokens signed with a published key', async () => {
    await expect(verifier()(await sign(rsa.privateKey, 'RS256', 'rsa'))).resolves.toMatchObject(
      claims,
    );
    await expect(verifier()(await sign(ec.privateKey, 'ES256', 'ec'))).resolves.toMatchObject(
      claims,
    );
  });

  it('refuses HS256 tokens, expired tokens and unknown keys', async () => {
    const verify = verifier();
    const secret = new TextEncoder().encode('s'.repeat(40));
    await expect(verify(await sign(secret, 'HS256', 'rsa'))).rejects.toThrow(InvalidTokenError);
    await expect(verify(await sign(rsa.privateKey, 'RS256', 'rsa', '-1m'))).rejects.toThrow(
      InvalidTokenError,
    );
    const stranger = await generateKeyPair('RS256');
    await expect(verify(await sign(stranger.privateKey, 'RS256', 'rsa'))).rejects.toThrow(
      InvalidTokenError,
    );
  });
});
