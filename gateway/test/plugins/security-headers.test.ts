import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gatewayInFrontOfIdentity, tempDir } from '../helpers.js';

const frontends = tempDir('security-headers');
mkdirSync(path.join(frontends, 'shell', 'dist'), { recursive: true });
writeFileSync(path.join(frontends, 'shell', 'dist', 'index.html'), '<html>shell</html>');

function assertSiteHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  assert.match(csp, /default-src 'self'/, what);
  assert.match(csp, /script-src 'self'(;|$)/, `${what}: scripts from this origin only, no inline, no eval`);
  assert.match(csp, /img-src 'self' data: blob:/, what);
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.match(csp, /object-src 'none'/, what);
  // The checkout posts its signed forms to eSewa and ConnectIPS, and nowhere else.
  assert.match(
    csp,
    /form-action 'self' https:\/\/epay\.esewa\.com\.np https:\/\/rc-epay\.esewa\.com\.np https:\/\/login\.connectips\.com https:\/\/uat\.connectips\.com(;|$)/,
    what,
  );
  assert.equal(headers['x-content-type-options'], 'nosniff', what);
  assert.equal(headers['x-frame-options'], 'DENY', what);
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
}

describe('security headers', () => {
  const suite = gatewayInFrontOfIdentity({ FRONTENDS_DIR: frontends });

  test('on every kind of answer: page, proxied API call, error, 404, health', async () => {
    const answers = {
      shell: await suite.gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      api: await suite.gateway.inject({ method: 'GET', url: '/api/user/getbyslug/sita' }),
      unauthorized: await suite.gateway.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: 'JWT broken' },
      }),
      notFound: await suite.gateway.inject({ method: 'GET', url: '/api/nothing-here' }),
      health: await suite.gateway.inject({ method: 'GET', url: '/health' }),
    };
    assert.equal(answers.shell.statusCode, 200);
    assert.equal(answers.api.statusCode, 200);
    assert.equal(answers.unauthorized.statusCode, 401);
    assert.equal(answers.notFound.statusCode, 404);
    for (const [what, response] of Object.entries(answers)) assertSiteHeaders(response.headers, what);
  });

  test('no HSTS over plain HTTP, and a caller cannot ask for it without a trusted proxy', async () => {
    const plain = await suite.gateway.inject({ method: 'GET', url: '/health' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const claimed = await suite.gateway.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(claimed.headers['strict-transport-security'], undefined);
  });
});

describe('security headers behind a TLS-terminating proxy', () => {
  const suite = gatewayInFrontOfIdentity({ TRUST_PROXY: '127.0.0.1' });

  test('HSTS when the trusted proxy says the request came over TLS', async () => {
    const response = await suite.gateway.inject({
      method: 'GET',
      url: '/api/user/getbyslug/sita',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    const overHttp = await suite.gateway.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    assert.equal(overHttp.headers['strict-transport-security'], undefined);
  });
});

describe('CONTENT_SECURITY_POLICY set', () => {
  const policy = "default-src 'self'; script-src 'self' https://remotes.example.np; frame-ancestors 'none'";
  const suite = gatewayInFrontOfIdentity({ CONTENT_SECURITY_POLICY: policy });

  test('replaces the built-in policy', async () => {
    const response = await suite.gateway.inject({ method: 'GET', url: '/health' });
    assert.equal(response.headers['content-security-policy'], policy);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});

describe('security headers with a remote on another origin', () => {
  const withRemote = tempDir('security-headers-remote');
  mkdirSync(path.join(withRemote, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(withRemote, 'shell', 'dist', 'index.html'), '<html>shell</html>');
  writeFileSync(
    path.join(withRemote, 'shell', 'dist', 'remotes.json'),
    JSON.stringify({
      identity: 'http://127.0.0.1:4999/mf/identity/mf-manifest.json',
      catalogue: '/mf/catalogue/mf-manifest.json',
    }),
  );
  const suite = gatewayInFrontOfIdentity({ FRONTENDS_DIR: withRemote });

  test('the remote origin named in remotes.json may serve scripts, manifests and styles; a relative one adds nothing', async () => {
    const page = await suite.gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' http:\/\/127\.0\.0\.1:4999(;|$)/);
    assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:4999(;|$)/);
    assert.match(csp, /style-src 'self' 'unsafe-inline' http:\/\/127\.0\.0\.1:4999(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /catalogue/);
  });
});

describe('security headers with REMOTES_FILE', () => {
  // The deploy-time remotes.json (a ConfigMap) wins over the shell's built one, for the CSP too.
  const deployed = tempDir('security-headers-remotes-file');
  const remotesFile = path.join(deployed, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ social: 'https://cdn.example.np/social/mf-manifest.json' }));
  const suite = gatewayInFrontOfIdentity({ FRONTENDS_DIR: frontends, REMOTES_FILE: remotesFile });

  test("the file's remote origins are allowed", async () => {
    const page = await suite.gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.match(String(page.headers['content-security-policy']), /script-src 'self' https:\/\/cdn\.example\.np(;|$)/);
  });
});

describe('PAYMENT_FORM_ORIGINS', () => {
  const suite = gatewayInFrontOfIdentity({
    FRONTENDS_DIR: frontends,
    PAYMENT_FORM_ORIGINS: 'http://127.0.0.1:4701/api/epay/main/v2/form, http://127.0.0.1:4702',
  });

  test('names the origins the checkout’s forms may post to, as origins', async () => {
    const page = await suite.gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.match(
      String(page.headers['content-security-policy']),
      /form-action 'self' http:\/\/127\.0\.0\.1:4701 http:\/\/127\.0\.0\.1:4702(;|$)/,
    );
  });
});
