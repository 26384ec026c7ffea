import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeDataRequests, scriptsFor } from '@art/page-routes';
import { matchPage } from '../routeTable.js';
import { cookieAttributes } from '../session/cookieAttributes.js';
import { routesInManifest } from '../startup/areaManifests.js';
import { areasDocumentOf } from '../startup/areasDocument.js';
import { isTransientFailure, RequestTimeoutError, TransientHttpError, withRetry } from '../startup/withRetry.js';
import { repositoryAreaRoutes } from './areaRoutes.js';

describe('cookie attributes', () => {
  it('are Secure over https and SameSite=Lax everywhere', () => {
    assert.deepEqual(cookieAttributes('https:', 1), { expires: 1, path: '/', sameSite: 'lax', secure: true });
    assert.equal(cookieAttributes('http:', 7).secure, false);
    assert.equal(cookieAttributes('http:', 7).sameSite, 'lax');
    assert.equal(cookieAttributes('http:', 7).expires, 7);
  });
});

describe('start-up requests: timeout and one retry', () => {
  it('retries a transient failure once, then succeeds', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls === 1) throw new TransientHttpError(502);
        return 'ok';
      },
      { timeoutMs: 1000, retryDelayMs: 1 },
    );
    assert.equal(result, 'ok');
    assert.equal(calls, 2);
  });

  it('gives up after the one retry', async () => {
    let calls = 0;
    await assert.rejects(
      withRetry(
        async () => {
          calls += 1;
          throw new TypeError('Failed to fetch');
        },
        { timeoutMs: 1000, retryDelayMs: 1 },
      ),
      TypeError,
    );
    assert.equal(calls, 2);
  });

  it('does not retry an answer (4xx)', async () => {
    let calls = 0;
    const notFound = Object.assign(new Error('nope'), { httpStatus: 404 });
    await assert.rejects(
      withRetry(
        async () => {
          calls += 1;
          throw notFound;
        },
        { timeoutMs: 1000, retryDelayMs: 1 },
      ),
      /nope/,
    );
    assert.equal(calls, 1);
  });

  it('aborts an attempt that takes too long, and says so', async () => {
    const signals: AbortSignal[] = [];
    const started = Date.now();
    await assert.rejects(
      withRetry(
        (signal) =>
          new Promise((_, reject) => {
            signals.push(signal);
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
        { timeoutMs: 30, retryDelayMs: 1 },
      ),
      RequestTimeoutError,
    );
    assert.equal(signals.length, 2, 'the timed-out attempt was retried once');
    assert.ok(signals.every((signal) => signal.aborted));
    assert.ok(Date.now() - started < 1000);
  });

  it('stops when the caller aborts, without a retry', async () => {
    const controller = new AbortController();
    let calls = 0;
    const pending = withRetry(
      (signal) =>
        new Promise((_, reject) => {
          calls += 1;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 5000, retryDelayMs: 1, signal: controller.signal },
    );
    controller.abort();
    await assert.rejects(pending);
    assert.equal(calls, 1);
  });

  it('calls timeouts, dropped connections and 5xx transient, 4xx not', () => {
    assert.equal(isTransientFailure(new RequestTimeoutError(10)), true);
    assert.equal(isTransientFailure(new TypeError('Failed to fetch')), true);
    assert.equal(isTransientFailure({ httpStatus: 502 }), true);
    assert.equal(isTransientFailure({ httpStatus: 503 }), true);
    assert.equal(isTransientFailure({ httpStatus: 401 }), false);
    assert.equal(isTransientFailure({ httpStatus: 400 }), false);
    assert.equal(isTransientFailure(new Error('bad json')), false);
  });
});

const ROUTES = repositoryAreaRoutes();

describe('the remote to preload for a URL', () => {
  it('is the module the router will show', () => {
    assert.deepEqual(pick('/login'), ['identity', 'LoginRoute']);
    assert.deepEqual(pick('/LOGIN/'), ['identity', 'LoginRoute']);
    assert.deepEqual(pick('/resetpassword/abc'), ['identity', 'ResetWithTokenRoute']);
    assert.deepEqual(pick('/'), ['catalogue', 'HomeRoute']);
    assert.deepEqual(pick('/studios/follows'), ['social', 'FollowsRoute']);
    assert.deepEqual(pick('/exhibition-kathmandu'), ['catalogue', 'ExhibitionRoute']);
    assert.equal(pick('/exhibition-'), undefined);
    assert.equal(pick('/a/b/c/d'), undefined);
  });
});

function pick(pathname: string) {
  const page = matchPage(ROUTES, pathname);
  return page?.area && [page.area, page.module];
}

describe('the routes a remote publishes in its federation manifest', () => {
  it('are read from art.routes, each with its area', () => {
    const manifest = {
      id: 'identity',
      art: { routes: [{ path: '/login', module: 'LoginRoute', visibleTo: ['guest'] }] },
    };
    assert.deepEqual(routesInManifest('identity', manifest), [
      { path: '/login', module: 'LoginRoute', visibleTo: ['guest'], area: 'identity' },
    ]);
  });
  it('leave out what is malformed, keeping the rest', () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const routes = routesInManifest('social', {
        art: {
          routes: [
            { path: 'feed', module: 'FeedRoute' },
            { path: '/feed', module: 'FeedRoute', visibleTo: ['everyone'] },
            { path: '/feed/:id', module: 'PostRoute' },
          ],
        },
      });
      assert.deepEqual(
        routes.map((route) => route.path),
        ['/feed/:id'],
      );
      assert.equal(errors.length, 1);
      assert.deepEqual(routesInManifest('social', { id: 'social' }), []);
    } finally {
      console.error = original;
    }
  });
});

describe('the scripts preloaded for a remote page', () => {
  const manifest = {
    metaData: { publicPath: '/mf/identity/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'TermsRoute', assets: { js: { sync: ['assets/104.js', 'assets/terms.js'] } } },
      { name: 'LoginRoute', assets: { js: { sync: ['assets/546.js', 'assets/login.js'] } } },
    ],
  };
  it('are the remote entry and the exposed module’s own chunks, from the public path', () => {
    assert.deepEqual(scriptsFor(manifest, 'http://shop.example/mf/identity/mf-manifest.json', 'LoginRoute'), [
      'http://shop.example/mf/identity/remoteEntry.js',
      'http://shop.example/mf/identity/assets/546.js',
      'http://shop.example/mf/identity/assets/login.js',
    ]);
  });
  it('follow a remote hosted elsewhere, and the manifest’s folder when the public path is auto', () => {
    const cdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/identity/' } };
    assert.equal(
      scriptsFor(cdn, 'http://shop.example/x/mf-manifest.json', 'TermsRoute')[0],
      'https://cdn.example/identity/remoteEntry.js',
    );
    const auto = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'auto' } };
    assert.equal(
      scriptsFor(auto, 'http://shop.example/mf/identity/mf-manifest.json', 'TermsRoute')[1],
      'http://shop.example/mf/identity/assets/104.js',
    );
  });
  it('are only the remote entry for a module the manifest does not list', () => {
    assert.deepEqual(scriptsFor(manifest, 'http://shop.example/mf/identity/mf-manifest.json', 'NoSuchRoute'), [
      'http://shop.example/mf/identity/remoteEntry.js',
    ]);
  });
});

describe("the page's data, started with the scripts", () => {
  const ROUTES = repositoryAreaRoutes();

  it('asks what the page manifest names, with the page parameters filled in', () => {
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/artwork/sky%20line'), [
      { url: '/api/product/sky%20line', withToken: true, index: 0 },
    ]);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/gallery/painting'), [
      { url: '/api/products/category/painting?orderby=new&skip=0&limit=15', withToken: true, index: 0 },
      { url: '/api/categories/sorted', withToken: false, index: 1 },
    ]);
    // The studio page's tabs are the same page: its data is the studio.
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/studios/pema/about'), [
      { url: '/api/user/getbyslug/pema', withToken: true, index: 0 },
    ]);
  });

  it('asks nothing for a page that names no data, a redirect or an unknown path', () => {
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/login'), []);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/gallery'), []);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/no/such/page/here'), []);
  });
});

describe('a route manifest with data', () => {
  it('keeps well-formed entries and leaves out a route whose data is malformed', () => {
    const routes = routesInManifest('catalogue', {
      art: {
        routes: [
          { path: '/a/:slug', module: 'A', data: ['/a/:slug', { path: '/b', withToken: false }] },
          { path: '/c', module: 'C', data: ['no-leading-slash'] },
          { path: '/d', module: 'D', data: [{ path: '/d', withToken: true }] },
        ],
      },
    });
    assert.deepEqual(
      routes.map((route) => route.path),
      ['/a/:slug'],
    );
  });
});

describe("the gateway's /areas.json", () => {
  it('keeps the remotes with a manifest URL and the manifests of those remotes only', () => {
    const document = areasDocumentOf({
      remotes: { identity: '/mf/identity/mf-manifest.json', gone: '', odd: 3 },
      manifests: { identity: { art: { routes: [] } }, stranger: { art: {} }, gone: {} },
    });
    assert.deepEqual(document, {
      remotes: { identity: '/mf/identity/mf-manifest.json' },
      manifests: { identity: { art: { routes: [] } } },
    });
  });

  it('without remotes, or not an object, is no document (the shell asks for remotes.json)', () => {
    assert.equal(areasDocumentOf({ remotes: {}, manifests: {} }), null);
    assert.equal(areasDocumentOf(null), null);
    assert.equal(areasDocumentOf('<!doctype html>'), null);
    assert.deepEqual(areasDocumentOf({ remotes: { a: '/mf/a/m.json' }, manifests: [] })?.manifests, {});
  });
});
