import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exposesOf, MF_MANIFEST_KEY, ROUTE_MANIFEST_FILE, readRouteManifest, withRoutes } from '../routeManifest.mjs';

const FRONTENDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'frontends');
const AUDIENCES = ['guest', 'member', 'artist', 'operator'];

/** Every remote of the repository: a frontend folder with a route manifest. */
const remotes = readdirSync(FRONTENDS).filter((name) => existsSync(path.join(FRONTENDS, name, ROUTE_MANIFEST_FILE)));

describe('route manifests', () => {
  it('exist for every area remote: every frontend but the shell', () => {
    const frontends = readdirSync(FRONTENDS).filter((name) => existsSync(path.join(FRONTENDS, name, 'package.json')));
    assert.ok(remotes.length >= 6, `only ${remotes.length} remotes found`);
    assert.deepEqual(
      remotes.sort(),
      frontends.filter((name) => name !== 'shell').sort(),
      'a frontend without src/routes.manifest.json',
    );
  });

  for (const folder of remotes) {
    const root = path.join(FRONTENDS, folder);
    const manifest = readRouteManifest(root);

    it(`${folder}: names its own area and exposes files that exist`, () => {
      assert.equal(manifest.area, folder);
      for (const [name, file] of Object.entries(manifest.exposes)) {
        assert.match(name, /^\w+$/, name);
        assert.ok(existsSync(path.join(root, file)), `${name}: ${file} does not exist`);
        assert.match(file, /^\.\/src\/Routes\//, `${name}: the standalone page loads exposed modules from src/Routes`);
      }
    });

    it(`${folder}: routes only to modules it exposes, for known audiences`, () => {
      for (const route of manifest.routes) {
        assert.match(route.path, /^\//, route.path);
        assert.ok(Boolean(route.module) !== Boolean(route.redirectTo), `${route.path}: a module or a redirect`);
        if (route.module) assert.ok(Object.hasOwn(manifest.exposes, route.module), `${route.path}: ${route.module}`);
        for (const audience of route.visibleTo ?? []) assert.ok(AUDIENCES.includes(audience), audience);
      }
    });
  }
});

describe('the build', () => {
  const manifest = {
    area: 'identity',
    exposes: { LoginRoute: './src/Routes/Login/LoginRoute.tsx' },
    routes: [{ path: '/login', module: 'LoginRoute', visibleTo: ['guest'] }],
  };
  it('exposes what the manifest lists', () => {
    assert.deepEqual(exposesOf(manifest), { './LoginRoute': './src/Routes/Login/LoginRoute.tsx' });
  });
  it('publishes the routes in the federation manifest, keeping what is there', () => {
    const published = withRoutes({ id: 'identity', exposes: [{ name: 'LoginRoute' }] }, manifest);
    assert.deepEqual(published.exposes, [{ name: 'LoginRoute' }]);
    assert.deepEqual(published[MF_MANIFEST_KEY], { routes: manifest.routes });
  });
});
