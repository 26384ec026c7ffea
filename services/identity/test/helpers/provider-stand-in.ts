import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local stand-in for the two sign-in providers, speaking their protocols: a JWKS endpoint with a
 * real RSA key for Google-type ID tokens, and Facebook-type debug_token and /me endpoints.
 */
export interface ProviderStandIn {
  url: string;
  googleClientId: string;
  facebookAppId: string;
  facebookAppSecret: string;
  googleIdToken(claims: Record<string, unknown>, options?: { foreignKey?: boolean }): Promise<string>;
  facebookToken(person: { id: string; name: string; email?: string }, options?: { appId?: string }): string;
  debugCalls: { inputToken: string; accessToken: string }[];
  close(): Promise<void>;
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  const fbTokens = new Map<string, { person: { id: string; name: string; email?: string }; appId: string }>();
  const debugCalls: ProviderStandIn['debugCalls'] = [];
  const googleClientId = 'stand-in-client.apps.example';
  const facebookAppId = '424242';
  const facebookAppSecret = 'stand-in-app-secret';

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/certs') return send(200, { keys: [jwk] });
    if (url.pathname === '/debug_token') {
      const inputToken = url.searchParams.get('input_token') ?? '';
      const accessToken = url.searchParams.get('access_token') ?? '';
      debugCalls.push({ inputToken, accessToken });
      if (accessToken !== `${facebookAppId}|${facebookAppSecret}`)
        return send(400, { error: { message: 'bad app token' } });
      const known = fbTokens.get(inputToken);
      if (!known) return send(200, { data: { is_valid: false, error: { message: 'Invalid OAuth access token.' } } });
      return send(200, { data: { is_valid: true, app_id: known.appId, user_id: known.person.id, scopes: ['email'] } });
    }
    if (url.pathname === '/me') {
      const known = fbTokens.get(url.searchParams.get('access_token') ?? '');
      if (!known) return send(400, { error: { message: 'Invalid OAuth access token.' } });
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      return send(
        200,
        Object.fromEntries(fields.filter((f) => f in known.person).map((f) => [f, known.person[f as 'id']])),
      );
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    googleClientId,
    facebookAppId,
    facebookAppSecret,
    debugCalls,
    async googleIdToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const full = { iss: url, aud: googleClientId, iat: now, exp: now + 3600, email_verified: true, ...claims };
      return new SignJWT(full)
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-1', typ: 'JWT' })
        .sign(options.foreignKey ? foreign.privateKey : privateKey);
    },
    facebookToken(person, options = {}) {
      const token = `EAAB${randomUUID().replace(/-/g, '')}`;
      fbTokens.set(token, { person, appId: options.appId ?? facebookAppId });
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
