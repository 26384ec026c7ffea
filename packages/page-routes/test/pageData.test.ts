import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AreaRoute, areaRoutes, fillPath, leadImageIn, routeDataRequests } from '@art/page-routes';

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
      { url: '/api/product/sky-line', withToken: true, index: 0 },
      { url: '/api/categories', withToken: false, index: 1 },
    ]);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/login'), []);
    assert.deepEqual(routeDataRequests({ routes: ROUTES }, '/nowhere'), []);
  });
});

describe("the page's largest picture in its data", () => {
  const body = { slides: [{ thumbnail: '/media/a-thumbnail.webp', imageMain: 'https://cdn.example/a.webp' }], n: 3 };

  it('is read at its dotted path, when it is an address the page can load', () => {
    assert.equal(leadImageIn(body, 'slides.0.thumbnail'), '/media/a-thumbnail.webp');
    assert.equal(leadImageIn(body, 'slides.0.imageMain'), 'https://cdn.example/a.webp');
  });

  it('is nothing where the path leads nowhere, to no string, or to no address of a picture', () => {
    assert.equal(leadImageIn(body, 'slides.1.thumbnail'), undefined);
    assert.equal(leadImageIn(body, 'n'), undefined);
    assert.equal(leadImageIn(body, 'slides.0.constructor'), undefined);
    assert.equal(leadImageIn(null, 'slides'), undefined);
    for (const address of ['//elsewhere.example/a.webp', 'javascript:alert(1)', 'data:image/webp;base64,AA', ''])
      assert.equal(leadImageIn({ a: address }, 'a'), undefined, address);
  });

  it("a route's leadImage must name one of its data entries and a path", () => {
    const route = (leadImage: unknown) => [{ path: '/', module: 'HomeRoute', data: ['/slides'], leadImage }];
    assert.equal(
      areaRoutes('catalogue', route([{ data: 0, at: 'slides.0.url', media: '(max-width: 480px)' }])).length,
      1,
    );
    for (const bad of [
      [{ data: 1, at: 'x' }],
      [{ data: 0, at: '' }],
      [{ data: -1, at: 'x' }],
      [{ data: 0, at: 'x', media: 3 }],
      {},
    ])
      assert.equal(areaRoutes('catalogue', route(bad)).length, 0, JSON.stringify(bad));
  });
});
