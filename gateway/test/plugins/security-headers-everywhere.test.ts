import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { buildGateway, closedPort, startUpstream, tempDir, type Upstream } from '../helpers.js';

/**
 * Every kind of answer the gateway gives, walked one by one: the security headers are set when a
 * request arrives (plugins/security-headers.ts), so each path that answers — a file, a service's
 * answer, a failure to reach it, a limit, the gateway's own errors — must still carry them, and a
 * service cannot replace them. The CSP is on every answer, JSON and images included: it costs a
 * few hundred bytes and still holds if such an answer is ever opened as a document. The only
 * answers without them are written on the raw socket and render nothing: the WebSocket upgrade's
 * 101 (messaging's bytes), its refusals (no body), and Node's 400 to unparseable HTTP.
 */

const ENTRY = `var remote = ${JSON.stringify('x'.repeat(3000))};`;
const CHUNK = `console.log(${JSON.stringify('गैलरी '.repeat(400))});`;

function write(root: string, file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A shell and one remote as the build leaves them (the entry with its .br/.gz copies, a chunk without). */
function builtFrontends(): string {
  const root = tempDir('headers-everywhere');
  write(root, 'shell/dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write(root, 'shell/dist/remotes.json', '{"social":"/mf/social/mf-manifest.json"}');
  write(root, 'social/dist/remoteEntry.js', ENTRY);
  write(root, 'social/dist/remoteEntry.js.br', zlib.brotliCompressSync(ENTRY));
  write(root, 'social/dist/remoteEntry.js.gz', zlib.gzipSync(ENTRY));
  write(root, 'social/dist/static/js/feed.1a2b.js', CHUNK);
  return root;
}

/** Identity, social, messaging and the object store in one: what each path gets is all that matters here. */
function standIn(request: { url: string }, reply: FastifyReply) {
  const url = request.url;
  if (url === '/ready') return { status: 'ok' };
  if (url === '/openapi.json') return { openapi: '3.0.3', info: { title: 'stand-in', version: '1' }, paths: {} };
  if (url.startsWith('/art-images/'))
    return reply.header('content-type', 'image/webp').send(Buffer.from('RIFF....WEBP'));
  if (url.startsWith('/live/socket.io/')) return reply.header('content-type', 'text/plain').send('0{"sid":"s1"}');
  if (url === '/api/user/getbyslug/nobody') return reply.code(404).send({ status: 'not-found', message: 'No user' });
  // A service (or a compromised one) trying to loosen the site's policy: the gateway's headers win.
  if (url === '/api/user/getbyslug/loose')
    return reply
      .header('content-security-policy', 'default-src *')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('x-content-type-options', 'sniff')
      .header('referrer-policy', 'unsafe-url')
      .header('strict-transport-security', 'max-age=0')
      .send({ status: 'success', message: {} });
  return { status: 'success', message: 'ok' };
}

type Answer = Awaited<ReturnType<Awaited<ReturnType<typeof buildGateway>>['inject']>>;

/**
 * Each kind of answer once, with the status it must have; `headers` go on every request. The
 * client is `ip`, connecting directly or, given `proxy`, through that proxy (X-Forwarded-For).
 */
async function answersOfEveryKind(
  gateway: Awaited<ReturnType<typeof buildGateway>>,
  headers: Record<string, string>,
  ip: string,
  proxy?: string,
): Promise<Record<string, { response: Answer; status: number }>> {
  const from = (address: string) =>
    proxy
      ? { remoteAddress: proxy, headers: { ...headers, 'x-forwarded-for': address } }
      : { remoteAddress: address, headers };
  const get = (url: string, extra: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => {
    const client = from(ip);
    return gateway.inject({
      method,
      url,
      remoteAddress: client.remoteAddress,
      headers: { ...client.headers, ...extra },
    });
  };
  const post = (url: string, payload: string, address = ip) => {
    const client = from(address);
    return gateway.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: client.remoteAddress,
      headers: { ...client.headers, 'content-type': 'application/json' },
    });
  };
  const html = { accept: 'text/html' };
  const kinds: Record<string, [Promise<Answer> | (() => Promise<Answer>), number]> = {
    'the shell at /': [get('/', html), 200],
    'the shell at a deep link': [get('/user/sita/work', html), 200],
    'the shell, HEAD': [get('/', html, 'HEAD'), 200],
    "a shared page (the gateway's own document)": [
      get('/studios/nobody', { accept: '*/*', 'accept-encoding': 'br' }),
      200,
    ],
    '/robots.txt': [get('/robots.txt'), 200],
    'a sitemap': [get('/sitemaps/pages.xml'), 200],
    "a remote's entry, precompressed br": [get('/mf/social/remoteEntry.js', { 'accept-encoding': 'br' }), 200],
    "a remote's entry, plain": [get('/mf/social/remoteEntry.js'), 200],
    "a remote's chunk, compressed on the fly": [
      get('/mf/social/static/js/feed.1a2b.js', { 'accept-encoding': 'gzip' }),
      200,
    ],
    "a remote's missing file": [get('/mf/social/static/js/none.js'), 404],
    '/remotes.json': [get('/remotes.json'), 200],
    'a missing script (not the shell)': [get('/static/js/none.js', { accept: '*/*' }), 404],
    '/api/health': [get('/api/health'), 200],
    'a proxied call, 2xx': [get('/api/user/getbyslug/sita'), 200],
    'a proxied call, 4xx from the service': [get('/api/user/getbyslug/nobody'), 404],
    'a proxied call whose service sends its own weaker headers': [get('/api/user/getbyslug/loose'), 200],
    'a proxied call, service down (503)': [get('/api/cart'), 503],
    'a proxied call, service too slow (504)': [get('/api/categories'), 504],
    "the gateway's own 404": [get('/api/nothing-here'), 404],
    'a bad token (401)': [get('/api/user/profile', { authorization: 'JWT broken' }), 401],
    '/metrics without its token (401)': [get('/metrics'), 401],
    'a body over the limit (413)': [post('/api/post/like', JSON.stringify({ pad: 'x'.repeat(4096) }), `${ip}1`), 413],
    // Sequential: the second write from this address is over the guest limit (1 in the suite).
    'the write limit (429)': [
      async () => {
        await post('/api/post/like', '{}', `${ip}2`);
        return post('/api/post/like', '{}', `${ip}2`);
      },
      429,
    ],
    '/media/*': [get('/media/art-images/users/ab12/pic-thumbnail.webp'), 200],
    '/media/* of an unknown bucket': [get('/media/secrets/key'), 404],
    '/api/docs': [get('/api/docs'), 200],
    '/api/docs/json': [get('/api/docs/json'), 200],
    'the live socket, polling': [get('/live/socket.io/?EIO=4&transport=polling'), 200],
    '/health': [get('/health'), 200],
  };
  const answers: Record<string, { response: Answer; status: number }> = {};
  for (const [what, [made, status]] of Object.entries(kinds))
    answers[what] = { response: await (typeof made === 'function' ? made() : made), status };
  return answers;
}

function assertSecurityHeaders(what: string, { response, status }: { response: Answer; status: number }) {
  assert.equal(response.statusCode, status, `${what}: ${response.body.slice(0, 200)}`);
  const headers = response.headers;
  const csp = String(headers['content-security-policy'] ?? '');
  assert.match(csp, /default-src 'self'/, `${what}: CSP`);
  assert.match(csp, /script-src 'self'(;|$)/, `${what}: scripts from this origin only`);
  assert.match(csp, /object-src 'none'/, `${what}: no plugins`);
  assert.match(csp, /frame-ancestors 'none'/, `${what}: nobody frames the site (CSP)`);
  assert.equal(headers['x-frame-options'], 'DENY', `${what}: nobody frames the site (older browsers)`);
  assert.equal(headers['x-content-type-options'], 'nosniff', `${what}: no sniffing`);
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what}: referrer`);
}

describe('security headers on every kind of answer', () => {
  let service: Upstream;
  let slow: Upstream;
  let gateways: Record<'plain' | 'behindTls', Awaited<ReturnType<typeof buildGateway>>>;
  before(async () => {
    service = await startUpstream(standIn);
    slow = await startUpstream(() => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 2000)));
    const env = {
      FRONTENDS_DIR: builtFrontends(),
      IDENTITY_URL: service.url,
      SOCIAL_URL: service.url,
      MESSAGING_URL: service.url,
      CATALOGUE_URL: slow.url,
      COMMERCE_URL: await closedPort(),
      S3_ENDPOINT: service.url,
      UPSTREAM_TIMEOUT_MS: '300',
      BODY_LIMIT_BYTES: '1024',
      WRITE_RATE_LIMIT_PER_GUEST_IP: '1',
      METRICS_TOKEN: 'metrics-token-0123456789abcdef0123456789',
    };
    gateways = {
      plain: await buildGateway(env),
      // Behind an ingress that terminates TLS and says so in X-Forwarded-Proto.
      behindTls: await buildGateway({ ...env, TRUST_PROXY: '127.0.0.1' }),
    };
  });
  after(async () => {
    await gateways?.plain.close();
    await gateways?.behindTls.close();
    await service?.close();
    await slow?.close();
  });

  test('CSP, nosniff, frame denial and Referrer-Policy on each; never HSTS over plain HTTP', async () => {
    const answers = await answersOfEveryKind(gateways.plain, {}, '10.2.0.1');
    for (const [what, answer] of Object.entries(answers)) {
      assertSecurityHeaders(what, answer);
      assert.equal(answer.response.headers['strict-transport-security'], undefined, `${what}: no HSTS over http`);
    }
    // The reference page has its own policy, as strict for scripts (checked above) and framing.
    assert.match(
      String(answers['/api/docs']!.response.headers['content-security-policy']),
      /img-src 'self' data:(;|$)/,
    );
    // The site's policy elsewhere, the same on a page and on an API answer; the only frames it
    // allows are a post's YouTube video (privacy-enhanced player).
    const page = answers['the shell at /']!.response.headers['content-security-policy'];
    assert.match(String(page), /frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
    assert.equal(answers['a proxied call, 2xx']!.response.headers['content-security-policy'], page);
    assert.equal(
      answers['a proxied call whose service sends its own weaker headers']!.response.headers['content-security-policy'],
      page,
    );
  });

  test('a caller cannot ask for HSTS without a trusted proxy', async () => {
    const answers = await answersOfEveryKind(gateways.plain, { 'x-forwarded-proto': 'https' }, '10.2.0.2');
    for (const [what, answer] of Object.entries(answers))
      assert.equal(answer.response.headers['strict-transport-security'], undefined, what);
  });

  test('behind a trusted TLS proxy: HSTS on each answer to an https request, never to an http one', async () => {
    const overTls = await answersOfEveryKind(
      gateways.behindTls,
      { 'x-forwarded-proto': 'https' },
      '10.2.0.3',
      '127.0.0.1',
    );
    for (const [what, answer] of Object.entries(overTls)) {
      assertSecurityHeaders(what, answer);
      assert.equal(
        answer.response.headers['strict-transport-security'],
        'max-age=31536000; includeSubDomains',
        `${what}: HSTS over https`,
      );
    }
    const overHttp = await answersOfEveryKind(
      gateways.behindTls,
      { 'x-forwarded-proto': 'http' },
      '10.2.0.4',
      '127.0.0.1',
    );
    for (const [what, answer] of Object.entries(overHttp))
      assert.equal(answer.response.headers['strict-transport-security'], undefined, `${what}: no HSTS over http`);
  });
});
