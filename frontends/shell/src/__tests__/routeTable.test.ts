import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { profileMenuEntries } from '../profileMenuEntries.js';
import { AREA_ROUTES, isFooterHidden } from '../routeTable.js';

describe('footer', () => {
  it('is hidden on the pages the spec lists', () => {
    for (const path of ['/login', '/verify', '/resetpassword/abc', '/user/ram', '/profile/ram/work', '/exhibitions', '/exhibition-12', '/messages/1', '/cart', '/checkout', '/notifications', '/upload', '/inbox', '/studios', '/studios/ram']) {
      assert.equal(isFooterHidden(path), true, path);
    }
  });
  it('shows elsewhere', () => {
    for (const path of ['/', '/gallery/all', '/feed', '/privacy-policy', '/404']) assert.equal(isFooterHidden(path), false, path);
  });
});

describe('route table', () => {
  it('guards the signed-in-only pages of the spec', () => {
    const signedIn = AREA_ROUTES.filter((route) => route.access === 'signedIn').map((route) => route.path);
    for (const path of ['/upload', '/cart', '/checkout', '/notifications', '/inbox', '/messages/:to', '/order', '/privacy', '/profile/:slug/*', '/edit']) {
      assert.ok(signedIn.includes(path), path);
    }
    assert.deepEqual(AREA_ROUTES.filter((route) => route.access === 'guest').map((route) => route.path), ['/login']);
  });
});

describe('profile menu', () => {
  const ids = (role: number, updated: 'true' | 'false') => profileMenuEntries({ slug: 'ram', role, updated }).map((entry) => entry.labelKey);
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
