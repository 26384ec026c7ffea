import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { profileMenuEntries } from '../profileMenuEntries.js';
import { hasFooter, matchPage } from '../routeTable.js';
import { repositoryAreaRoutes } from './areaRoutes.js';

const ROUTES = repositoryAreaRoutes();

describe('footer', () => {
  it('is hidden on the pages the spec lists', () => {
    for (const path of [
      '/login',
      '/verify',
      '/resetpassword/abc',
      '/user/ram',
      '/profile/ram/work',
      '/exhibitions',
      '/exhibition-12',
      '/messages/1',
      '/cart',
      '/checkout',
      '/notifications',
      '/upload',
      '/inbox',
      '/studios',
      '/studios/ram',
    ]) {
      assert.equal(hasFooter(ROUTES, path), false, path);
    }
  });
  it('shows elsewhere', () => {
    for (const path of ['/', '/gallery/all', '/feed', '/privacy-policy', '/404', '/no/such/page'])
      assert.equal(hasFooter(ROUTES, path), true, path);
  });
});

describe('route table', () => {
  const visibleTo = (path: string) => ROUTES.find((route) => route.path === path)?.visibleTo;
  it('keeps guests out of the signed-in-only pages of the spec', () => {
    for (const path of [
      '/upload',
      '/cart',
      '/checkout',
      '/notifications',
      '/inbox',
      '/messages/:to',
      '/order',
      '/privacy',
      '/profile/:slug/*?',
      '/edit',
    ]) {
      assert.deepEqual(visibleTo(path), ['member', 'artist', 'operator'], path);
    }
    assert.deepEqual(
      ROUTES.filter((route) => route.visibleTo?.includes('guest') && route.visibleTo.length === 1).map((r) => r.path),
      ['/login'],
    );
  });
  it('has one route per path', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    assert.deepEqual(
      paths.filter((path, index) => paths.indexOf(path) !== index),
      [],
    );
  });
});

describe('route ranking', () => {
  // The page the shell shows for a URL: the first matching route of the ranked table.
  const winner = (url: string) => {
    const page = matchPage(ROUTES, url);
    return page?.page ?? page?.path;
  };
  it('prefers static segments to parameters and splats', () => {
    assert.equal(winner('/studios/follows'), '/:slug/follows');
    assert.equal(winner('/studios/ram'), '/studios/:slug/*?');
    assert.equal(winner('/studios/ram/works'), '/studios/:slug/*?');
    assert.equal(winner('/artwork/ram/edit'), '/artwork/:slug/edit');
    assert.equal(winner('/checkout/success'), '/checkout/success');
    assert.equal(winner('/login'), '/login');
    assert.equal(winner('/LOGIN/'), '/login');
    assert.equal(winner('/404'), 'notFound');
    assert.equal(winner('/exhibition-12'), '/exhibition-:slug');
    assert.equal(winner('/exhibition-'), 'unknown');
    assert.equal(winner('/a/b/c/d'), 'unknown');
    assert.equal(winner('/'), '/');
    assert.equal(matchPage([], '/')?.page, 'home', 'the placeholder home without the catalogue');
  });
  it('settles equally specific paths of different areas the same way whatever order they came in', () => {
    assert.equal(winner('/gallery/get-studio'), '/gallery/:cat');
    assert.equal(winner('/ram/get-studio'), '/:slug/get-studio');
    assert.equal(winner('/gallery/oil'), '/gallery/:cat');
    assert.equal(winner('/feed/follows'), '/feed/:id');
    assert.equal(winner('/resetpassword/get-studio'), '/resetpassword/:token');
    assert.equal(matchPage([...ROUTES].reverse(), '/gallery/get-studio')?.path, '/gallery/:cat');
  });
  it('matches as the router does (regexparam) every path it can read', () => {
    for (const route of ROUTES.filter((r) => !r.path.includes('-:'))) {
      const sample = route.path
        .replace(/:\w+\??/g, 'x1')
        .replace('/*?', '/a/b')
        .replace('/*', '/a');
      assert.ok(matchRoute(parse, route.path, sample)[0], `${route.path} ~ ${sample}`);
      assert.ok(matchPage(ROUTES, sample), sample);
    }
  });
});

describe('profile menu', () => {
  const ids = (role: number, updated: 'true' | 'false') =>
    profileMenuEntries({ slug: 'ram', role, updated }).map((entry) => entry.labelKey);
  it('offers Get into Studio only above role 20', () => {
    assert.ok(ids(21, 'true').includes('menu.getIntoStudio'));
    assert.ok(!ids(15, 'true').includes('menu.getIntoStudio'));
  });
  it('offers the operators’ console to operators only', () => {
    const consoleEntry = (role: number) =>
      profileMenuEntries({ slug: 'ram', role, updated: 'true' }).find((entry) => entry.id === 'console');
    assert.equal(consoleEntry(1)?.to, '/moderation');
    assert.equal(consoleEntry(10)?.labelKey, 'menu.console');
    assert.equal(consoleEntry(11), undefined);
    assert.equal(consoleEntry(21), undefined);
  });
  it('says Update Profile until the profile was updated', () => {
    assert.ok(ids(21, 'false').includes('menu.updateProfile'));
    assert.ok(ids(21, 'true').includes('menu.editInformation'));
    assert.equal(ids(21, 'true').at(-1), 'menu.logOut');
  });
});
