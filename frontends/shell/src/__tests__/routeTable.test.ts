import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { profileMenuEntries } from '../profileMenuEntries.js';
import { AREA_ROUTES, isFooterHidden, rankRoutes } from '../routeTable.js';

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
      assert.equal(isFooterHidden(path), true, path);
    }
  });
  it('shows elsewhere', () => {
    for (const path of ['/', '/gallery/all', '/feed', '/privacy-policy', '/404'])
      assert.equal(isFooterHidden(path), false, path);
  });
});

describe('route table', () => {
  it('guards the signed-in-only pages of the spec', () => {
    const signedIn = AREA_ROUTES.filter((route) => route.access === 'signedIn').map((route) => route.path);
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
      assert.ok(signedIn.includes(path), path);
    }
    assert.deepEqual(
      AREA_ROUTES.filter((route) => route.access === 'guest').map((route) => route.path),
      ['/login'],
    );
  });
});

describe('route ranking', () => {
  // The first matching path of the ranked list is the page the shell shows (wouter's <Switch>).
  const ranked = rankRoutes([...AREA_ROUTES, { path: '/404' }, { path: '/:segment' }, { path: '/*?' }]);
  const winner = (url: string) => ranked.find((route) => matchRoute(parse, route.path, url)[0])?.path;
  it('prefers static segments to parameters and splats', () => {
    assert.equal(winner('/studios/follows'), '/:slug/follows');
    assert.equal(winner('/studios/ram'), '/studios/:slug/*?');
    assert.equal(winner('/studios/ram/works'), '/studios/:slug/*?');
    assert.equal(winner('/artwork/ram/edit'), '/artwork/:slug/edit');
    assert.equal(winner('/checkout/success'), '/checkout/success');
    assert.equal(winner('/login'), '/login');
    assert.equal(winner('/LOGIN/'), '/login');
    assert.equal(winner('/404'), '/404');
    assert.equal(winner('/exhibition-12'), '/:segment');
    assert.equal(winner('/a/b/c/d'), '/*?');
  });
  it('keeps the table order between equally specific paths', () => {
    assert.equal(winner('/gallery/get-studio'), '/:slug/get-studio');
    assert.equal(winner('/gallery/oil'), '/gallery/:cat');
  });
});

describe('profile menu', () => {
  const ids = (role: number, updated: 'true' | 'false') =>
    profileMenuEntries({ slug: 'ram', role, updated }).map((entry) => entry.labelKey);
  it('offers Get into Studio only above role 20', () => {
    assert.ok(ids(21, 'true').includes('menu.getIntoStudio'));
    assert.ok(!ids(15, 'true').includes('menu.getIntoStudio'));
  });
  it('says Update Profile until the profile was updated', () => {
    assert.ok(ids(21, 'false').includes('menu.updateProfile'));
    assert.ok(ids(21, 'true').includes('menu.editInformation'));
    assert.equal(ids(21, 'true').at(-1), 'menu.logOut');
  });
});
