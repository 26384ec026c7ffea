import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ArtworkView } from '@art/contracts';
import { Value } from 'typebox/value';
import { multipart, validArtworkForm } from '../../../support/artwork-uploads.js';
import {
  type CatalogueTestContext,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../../support/test-app.js';

let t: CatalogueTestContext;
let slug: string;
let artworkId: string;
let authorId: string;
before(async () => {
  t = await startCatalogueTestApp('artworks_page');
  const artist = await seedUser(t.db, {
    name: 'Hari Prasad',
    role: 12,
    verifiedArtist: true,
    picture: '/media/p.webp',
  });
  authorId = artist.id;
  const form = await multipart(await validArtworkForm({ name: 'Boudha at night', price: '0', 'tags[]': 'stupa' }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/artwork/upload',
    payload: form.payload,
    headers: { ...viewerHeaders(artist.id, 12), ...form.headers },
  });
  assert.equal(response.statusCode, 200, response.body);
  slug = response.json().data.productSlug;
  artworkId = (await t.db.selectFrom('artworks').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
});
after(async () => {
  await t?.close();
});

describe('GET /api/product/:slug', () => {
  it('answers the artwork as ArtworkView, for guests with liked false', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${slug}` });
    assert.equal(response.statusCode, 200, response.body);
    const { status, message } = response.json();
    assert.equal(status, 'success');
    assert.ok(Value.Check(ArtworkView, message), JSON.stringify([...Value.Errors(ArtworkView, message)][0]));
    assert.equal(message.slug, slug);
    assert.equal(message._id, artworkId);
    assert.equal(message.priceField, 'NOT FOR SALE');
    assert.equal(message.inStore, false);
    assert.equal(message.description, 'Oil on canvas, painted by the lake.');
    assert.deepEqual(message.author, {
      _id: authorId,
      name: 'Hari Prasad',
      slug: message.author.slug,
      role: 12,
      picture: '/media/p.webp',
      verifiedArtist: true,
    });
    assert.deepEqual(message.attributes, { width: 36, height: 24, breadth: null, weight: null });
    assert.deepEqual(message.tags, ['stupa']);
    assert.equal(message.liked, false);
  });

  it('tells a signed-in viewer whether they like it', async () => {
    const viewer = await seedUser(t.db, { role: 21 });
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/product/${slug}`,
      headers: viewerHeaders(viewer.id, 21),
    });
    assert.equal(before.json().message.liked, false);
    await t.db.insertInto('artwork_likes').values({ artwork_id: artworkId, user_id: viewer.id }).execute();
    const liked = await t.app.inject({
      method: 'GET',
      url: `/api/product/${slug}`,
      headers: viewerHeaders(viewer.id, 21),
    });
    assert.equal(liked.json().message.liked, true);
  });

  it('answers 404 with the spec’s words for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/product/no-such-art' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      status: 'not-found',
      message: 'Sorry, the art is unavailable!',
      code: 'artwork-unavailable',
    });
  });
});

describe('POST /api/product/view/:slug', () => {
  it('counts each view', async () => {
    const first = await t.app.inject({ method: 'POST', url: `/api/product/view/${slug}` });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { status: 'success', views: 1 });
    const second = await t.app.inject({ method: 'POST', url: `/api/product/view/${slug}` });
    assert.deepEqual(second.json(), { status: 'success', views: 2 });
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${slug}` });
    assert.equal(page.json().message.views, 2);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/product/view/no-such-art' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Sorry, the art is unavailable!');
  });
});
