import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_CATEGORIES } from '@art/contracts';
import { SUB_CATEGORIES } from '../../../src/migrations/0101_catalogue.js';
import { type CatalogueTestContext, startCatalogueTestApp } from '../../support/test-app.js';

let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('categories');
});
after(async () => {
  await t?.close();
});

describe('GET /api/categories', () => {
  it('answers every category, main ones first, sub-categories with their parent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    assert.equal(response.statusCode, 200, response.body);
    const { status, message } = response.json();
    assert.equal(status, 'success');
    assert.equal(message.length, BASE_CATEGORIES.length + SUB_CATEGORIES.length);
    assert.deepEqual(
      message.slice(0, 8),
      BASE_CATEGORIES.map((c) => ({ _id: c._id, name: c.name, slug: c.slug })),
    );
    const oil = message.find((c: { slug: string }) => c.slug === 'oil-painting');
    assert.deepEqual(oil, {
      _id: SUB_CATEGORIES[0]?.id,
      name: 'Oil',
      slug: 'oil-painting',
      parent: BASE_CATEGORIES[0]?._id,
    });
  });
});

describe('GET /api/categories/sorted', () => {
  it('answers the main categories in the spec’s order, each with its children', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/sorted' });
    assert.equal(response.statusCode, 200, response.body);
    const { message } = response.json();
    assert.deepEqual(
      message.map((c: { slug: string }) => c.slug),
      BASE_CATEGORIES.map((c) => c.slug),
    );
    assert.deepEqual(
      message[1].children.map((c: { slug: string }) => c.slug),
      ['wood-sculpture', 'metal-sculpture', 'stone-sculpture'],
    );
    for (const child of message[1].children) assert.equal(child.parent, BASE_CATEGORIES[1]?._id);
  });
});

describe('sliders', () => {
  it('answers no slides while none are stored', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/api/slider/home-slider' });
    assert.deepEqual(home.json(), { status: 'success', slides: [] });
    const all = await t.app.inject({ method: 'GET', url: '/api/sliders' });
    assert.deepEqual(all.json(), { status: 'success', message: [] });
  });

  it('answers the home slider’s slides, and it first among all sliders', async () => {
    const slide = {
      imageMain: '/media/slides/1.webp',
      thumbnail: '/media/slides/1-thumb.webp',
      title: 'Evening at Phewa',
      linkArtist: { name: 'Sita Shrestha', slug: 'sita-shrestha' },
    };
    await t.db
      .insertInto('sliders')
      .values([
        { name: 'about', slides: '[]' },
        { name: 'home-slider', slides: JSON.stringify([slide]) },
      ])
      .execute();
    const home = await t.app.inject({ method: 'GET', url: '/api/slider/home-slider' });
    // A slide from before the operators' console reads as not explicit.
    assert.deepEqual(home.json(), { status: 'success', slides: [{ ...slide, explicit: false }] });
    const all = await t.app.inject({ method: 'GET', url: '/api/sliders' });
    const { message } = all.json();
    assert.deepEqual(
      message.map((s: { name: string }) => s.name),
      ['home-slider', 'about'],
    );
    assert.deepEqual(message[0].slides, [{ ...slide, explicit: false }]);
    assert.match(message[0]._id, /^[0-9a-f-]{36}$/);
  });
});
