import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENDPOINTS_BY_AREA } from '@art/contracts/endpoints';
import { pathOf } from '../src/declared-route.js';
import { notificationRoutes } from '../src/routes/notification.js';

test('the generated client routes are what the declarations make (npm run generate -w @art/sdk)', async () => {
  const { execFileSync } = await import('node:child_process');
  // --check exits non-zero and names the stale files.
  execFileSync(process.execPath, ['--conditions=@art/source', '--import', 'tsx', 'bin/generate-routes.ts', '--check'], {
    cwd: new URL('..', import.meta.url),
    stdio: 'pipe',
  });
});

test('every declaration has a client route with its method and path under the API base', async () => {
  for (const [area, endpoints] of Object.entries(ENDPOINTS_BY_AREA)) {
    const routes = (await import(`../src/routes/${area}.js`))[`${area}Routes`];
    for (const [name, endpoint] of Object.entries(endpoints)) {
      assert.deepEqual(routes[name], { method: endpoint.method, path: endpoint.path.replace(/^\/api/, '') }, name);
    }
  }
});

test('path parameters are filled in percent-encoded, and the query appended', () => {
  const route = { method: 'GET' as const, path: '/search/:term' };
  assert.equal(
    pathOf(route, { term: 'थाङ्का art' }, { page: 2, empty: undefined }),
    '/search/%E0%A4%A5%E0%A4%BE%E0%A4%99%E0%A5%8D%E0%A4%95%E0%A4%BE%20art?page=2',
  );
  assert.throws(() => pathOf(route), /needs the parameter "term"/);
  assert.equal(pathOf(notificationRoutes.list), '/notifications/all');
});
