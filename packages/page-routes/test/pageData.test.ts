import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AreaRoute, fillPath, routeDataRequests } from '@art/page-routes';

const ROUTES: AreaRoute[] = [
  {
    area: 'catalogue',
    path: '/artwork/:slug',
    module: 'ArtworkRoute',
    data: ['/product/:slug', { path: '/categories', withToken: false }],
  },
  { area: 'identity', path: '/login', module: 'LoginRoute' },
];

describe('page data', () => {
  it('fills the route parameters of a data path, encoded, and refuses a missing one', () => {
    assert.equal(fillPath('/artworks/:slug?limit=3', { slug: 'a b/c' }), '/artworks/a%20b%2Fc?limit=3');
    assert.equal(fillPath('/search?sort=price:asc', {}), '/search?sort=price:asc');
    assert.equal(fillPath('/studios/:slug/works', {}), null);
  });

  it("names the page's data requests under the API's base, none for a page without data", () => {
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/artwork/sky-line'), [
      { url: '/api/product/sky-line', withToken: true },
      { url: '/api/categories', withToken: false },
    ]);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/login'), []);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/nowhere'), []);
  });
});
