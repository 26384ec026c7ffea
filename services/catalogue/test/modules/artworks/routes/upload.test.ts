import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_CATEGORIES } from '@art/contracts';
import { SUB_CATEGORIES } from '../../../../src/migrations/0101_catalogue.js';
import {
  bucketKeys,
  type FormEntry,
  jpegImage,
  multipart,
  outboxEvents,
  PAINTING,
  pngImage,
  storedState,
  textAsPng,
  validArtworkForm,
} from '../../../support/artwork-uploads.js';
import {
  type CatalogueTestContext,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../../support/test-app.js';

let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('artworks_upload');
});
after(async () => {
  await t?.close();
});

async function post(url: string, entries: FormEntry[], headers: Record<string, string>) {
  const form = await multipart(entries);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

describe('POST /api/artwork/upload', () => {
  it('stores the artwork, its four variants per image, placeholder, categories, counts and events', async () => {
    const artist = await seedUser(t.db, { name: 'Sita Shrestha', role: 11 });
    const oil = SUB_CATEGORIES.find((c) => c.slug === 'oil-painting')!;
    const entries = await validArtworkForm({ 'tags[]': 'lake' });
    entries.push(['categories[]', oil.id], ['tags[]', 'pokhara'], ['images', await jpegImage(), 'extra.jpg']);
    const response = await post('/api/artwork/upload', entries, viewerHeaders(artist.id, 11));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body, {
      status: 'success',
      message: 'You have successfully uploaded your artwork',
      data: { productSlug: 'evening-at-phewa' },
    });

    const row = await t.db
      .selectFrom('artworks')
      .selectAll()
      .where('slug', '=', 'evening-at-phewa')
      .executeTakeFirstOrThrow();
    assert.equal(row.author_id, artist.id);
    assert.equal(row.kind, 'artist');
    assert.equal(row.in_store, true);
    assert.equal(Number(row.price), 25000);
    assert.equal(row.main_category_id, PAINTING);
    assert.deepEqual(row.tags, ['lake', 'pokhara']);
    assert.equal(Number(row.height), 24);
    assert.equal(row.breadth, null);
    assert.equal(row.version, 1);
    assert.deepEqual(
      row.categories.map((c) => c.slug),
      ['painting', 'oil-painting'],
    );
    assert.match(row.search_text, /evening at phewa/);
    assert.match(row.search_text, /sita shrestha/);
    assert.match(row.search_text, /pokhara/);

    assert.ok(row.image);
    assert.equal(row.images.length, 1);
    assert.match(row.image.placeholder, /^data:image\/webp;base64,/);
    const placeholder = Buffer.from(row.image.placeholder.split(',')[1] as string, 'base64');
    assert.ok(placeholder.length > 0 && placeholder.length < 1000, `placeholder of ${placeholder.length} bytes`);
    assert.deepEqual([row.image.width, row.image.height], [400, 300]);
    assert.deepEqual([row.images[0]?.width, row.images[0]?.height], [600 * (640 / 600), 480].map(Math.round));
    const keys = await bucketKeys(t);
    const imageKeys = [row.image, ...row.images].flatMap((image) => Object.values(image.files).map((f) => f.fileName));
    assert.equal(imageKeys.length, 8);
    for (const key of imageKeys) assert.ok(keys.includes(key), `${key} in the bucket`);
    assert.match(row.image.files.thumbnail.url, /^\/media\/art-images\/artworks\//);
    assert.match(row.image.files.thumbnail.fallbackUrl, /^\/media\/art-images-fallback\/artworks\//);

    const categories = await t.db
      .selectFrom('artwork_categories')
      .select('category_id')
      .where('artwork_id', '=', row.id)
      .execute();
    assert.deepEqual(categories.map((c) => c.category_id).sort(), [PAINTING, oil.id].sort());

    const user = await t.db
      .selectFrom('users')
      .select('works_count')
      .where('id', '=', artist.id)
      .executeTakeFirstOrThrow();
    assert.equal(user.works_count, 1);

    const created = (await outboxEvents(t, 'catalogue.artwork.created')).filter((e) => e.data.artworkId === row.id);
    assert.equal(created.length, 1);
    assert.deepEqual(created[0]?.data, {
      artworkId: row.id,
      slug: 'evening-at-phewa',
      name: 'Evening at Phewa',
      authorId: artist.id,
      kind: 'artist',
      price: 25000,
      stock: 1,
      inStore: true,
      held: 0,
      thumbnail: row.image.files.thumbnail.url,
      categories: [PAINTING, oil.id],
      description: 'Oil on canvas, painted by the lake.',
      imageUrls: [...new Set([row.image, ...row.images].map((image) => image.files.large.url))],
      version: 1,
    });
    assert.deepEqual(created[0]?.actor, { userId: artist.id, role: 11 });
    const counted = (await outboxEvents(t, 'catalogue.artist.works_counted')).filter(
      (e) => e.data.userId === artist.id,
    );
    assert.deepEqual(
      counted.map((e) => e.data),
      [{ userId: artist.id, totalArtworks: 1, version: 1 }],
    );

    // A second artwork of the same name gets the next free slug, and the count its next version.
    const again = await post(
      '/api/artwork/upload',
      await validArtworkForm({ price: '0' }),
      viewerHeaders(artist.id, 11),
    );
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.productSlug, 'evening-at-phewa-2');
    const second = await t.db
      .selectFrom('artworks')
      .selectAll()
      .where('slug', '=', 'evening-at-phewa-2')
      .executeTakeFirstOrThrow();
    assert.equal(second.in_store, false, 'a price of 0 is Not For Sale');
    const counts = (await outboxEvents(t, 'catalogue.artist.works_counted')).filter((e) => e.data.userId === artist.id);
    assert.deepEqual(counts.at(-1)?.data, { userId: artist.id, totalArtworks: 2, version: 2 });
  });

  it('gives Devanagari and Chinese names a readable slug', async () => {
    const artist = await seedUser(t.db, { role: 12 });
    const nepali = await post(
      '/api/artwork/upload',
      await validArtworkForm({ name: 'बुद्धको मुस्कान' }),
      viewerHeaders(artist.id, 12),
    );
    assert.equal(nepali.json().data.productSlug, 'buddhako-muskan');
    const chinese = await post(
      '/api/artwork/upload',
      await validArtworkForm({ name: '山水画' }),
      viewerHeaders(artist.id, 12),
    );
    assert.equal(chinese.json().data.productSlug, 'shan-shui-hua');
  });

  it('is out of stock with stock 0, and accepts the boundary values', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const response = await post(
      '/api/artwork/upload',
      await validArtworkForm({
        name: 'Boundaries',
        price: '10000000',
        stock: '0',
        'attributes[height]': '240',
        'attributes[width]': '240',
        'attributes[breadth]': '120',
        'attributes[weight]': '240',
      }),
      viewerHeaders(artist.id, 11),
    );
    assert.equal(response.statusCode, 200, response.body);
    const row = await t.db
      .selectFrom('artworks')
      .selectAll()
      .where('slug', '=', 'boundaries')
      .executeTakeFirstOrThrow();
    assert.equal(Number(row.price), 10000000);
    assert.equal(row.in_store, false);
    assert.deepEqual([row.height, row.width, row.breadth, row.weight].map(Number), [240, 240, 120, 240]);
  });

  it('is for artist roles only, and for signed-in users only', async () => {
    const user = await seedUser(t.db, { role: 21 });
    const before = await storedState(t);
    const refused = await post('/api/artwork/upload', await validArtworkForm(), viewerHeaders(user.id, 21));
    assert.equal(refused.statusCode, 403);
    assert.equal(
      refused.json().message,
      'Only artist accounts can upload to a studio; please use Upload Art as a user',
    );
    const guest = await post('/api/artwork/upload', await validArtworkForm(), {});
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().message, 'Please login first');
    assert.deepEqual(await storedState(t), before);
  });
});

describe('POST /api/user/art/upload', () => {
  it('stores user art, never in the store', async () => {
    const user = await seedUser(t.db, { role: 21 });
    const response = await post(
      '/api/user/art/upload',
      await validArtworkForm({ name: 'My first sketch' }),
      viewerHeaders(user.id, 21),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'You have successfully uploaded your artwork');
    const row = await t.db
      .selectFrom('artworks')
      .selectAll()
      .where('slug', '=', 'my-first-sketch')
      .executeTakeFirstOrThrow();
    assert.equal(row.kind, 'user');
    assert.equal(row.in_store, false, 'priced and in stock, but user art');
  });

  it('is for user roles only', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const refused = await post('/api/user/art/upload', await validArtworkForm(), viewerHeaders(artist.id, 11));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Artist accounts upload artworks through their studio');
  });
});

describe('a refused form changes nothing', () => {
  const cases: [string, (entries: FormEntry[]) => Promise<FormEntry[]> | FormEntry[], number, string][] = [
    [
      'no images and no name: the image rule first',
      (entries) => entries.filter(([field]) => field !== 'image' && field !== 'name'),
      400,
      'You have to upload at least one image',
    ],
    [
      'seven images with a limit of six',
      async (entries) => [
        ...entries,
        ...(await Promise.all(
          Array.from({ length: 6 }, async (_, i) => ['images', await pngImage(50 + i, 50), `x${i}.png`] as FormEntry),
        )),
      ],
      400,
      'You can only upload 6 images',
    ],
    [
      'nine images (the reader stops counting)',
      async (entries) => [
        ...entries,
        ...(await Promise.all(
          Array.from({ length: 8 }, async (_, i) => ['images', await pngImage(50 + i, 50), `x${i}.png`] as FormEntry),
        )),
      ],
      400,
      'You can only upload 6 images',
    ],
    ['no name', (entries) => entries.filter(([field]) => field !== 'name'), 400, 'Name is required'],
    [
      'no category',
      (entries) => entries.filter(([field]) => field !== 'categories[]'),
      400,
      'Please select a category.',
    ],
    [
      'an unknown category',
      (entries) =>
        entries.map((e) => (e[0] === 'categories[]' ? ['categories[]', 'c0a80009-0000-4000-8000-000000000009'] : e)),
      400,
      'Please select a category.',
    ],
    [
      'no price',
      (entries) => entries.filter(([field]) => field !== 'price'),
      400,
      'Please provide the price. Enter 0 to list as Not For Sale',
    ],
    [
      'price 10000001',
      (entries) => [...entries.filter(([f]) => f !== 'price'), ['price', '10000001']],
      400,
      'Please enter price less than or equals 10000000',
    ],
    ['no stock', (entries) => entries.filter(([field]) => field !== 'stock'), 400, 'Please provide the stock amount'],
    [
      'stock 51',
      (entries) => [...entries.filter(([f]) => f !== 'stock'), ['stock', '51']],
      400,
      'Please enter stock less than or equals 50',
    ],
    [
      'height 241',
      (entries) => [...entries.filter(([f]) => f !== 'attributes[height]'), ['attributes[height]', '241']],
      400,
      'Please enter height less than or equals 240',
    ],
    [
      'width 241 (dotted name)',
      (entries) => [...entries.filter(([f]) => f !== 'attributes[width]'), ['attributes.width', '241']],
      400,
      'Please enter width less than or equals 240',
    ],
    [
      'breadth 121',
      (entries) => [...entries, ['attributes[breadth]', '121']],
      400,
      'Please enter breadth less than or equals 120',
    ],
    [
      'weight 241',
      (entries) => [...entries, ['attributes[weight]', '241']],
      400,
      'Please enter weight less than or equals 100kg',
    ],
    [
      'eleven tags',
      (entries) => [...entries, ...Array.from({ length: 11 }, (_, i) => ['tags', `tag${i}`] as FormEntry)],
      400,
      'You can add at most 10 tags',
    ],
    [
      'a NUL character in the name',
      (entries) => [...entries.filter(([f]) => f !== 'name'), ['name', 'Evening\u0000']],
      400,
      'Text may not contain a NUL character',
    ],
    [
      'a text file named .png (as an extra image, after a good main one)',
      (entries) => [...entries, ['images', textAsPng, 'photo.png']],
      415,
      'Only jpg, png, webp images are accepted',
    ],
  ];

  for (const [name, change, status, message] of cases) {
    it(`${name} → ${status} "${message}"`, async () => {
      const artist = await seedUser(t.db, { role: 11 });
      const before = await storedState(t);
      const response = await post(
        '/api/artwork/upload',
        await change(await validArtworkForm()),
        viewerHeaders(artist.id, 11),
      );
      assert.equal(response.statusCode, status, response.body);
      assert.equal(response.json().message, message);
      assert.deepEqual(await storedState(t), before);
    });
  }

  it('a text file named .png as the only image is refused by its content', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const before = await storedState(t);
    const entries = (await validArtworkForm()).filter(([field]) => field !== 'image');
    entries.push(['image', textAsPng, 'painting.png']);
    const response = await post('/api/artwork/upload', entries, viewerHeaders(artist.id, 11));
    assert.equal(response.statusCode, 415, response.body);
    assert.deepEqual(await storedState(t), before);
  });

  it('ten tags and exactly six images are accepted', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const entries = await validArtworkForm({ name: 'Six pictures' });
    for (let i = 0; i < 5; i++) entries.push(['images', await pngImage(60 + i, 40), `x${i}.png`]);
    for (let i = 0; i < 10; i++) entries.push(['tags[]', `tag${i}`]);
    const response = await post('/api/artwork/upload', entries, viewerHeaders(artist.id, 11));
    assert.equal(response.statusCode, 200, response.body);
    const row = await t.db
      .selectFrom('artworks')
      .selectAll()
      .where('slug', '=', 'six-pictures')
      .executeTakeFirstOrThrow();
    assert.equal(row.images.length, 5);
    assert.equal(row.tags.length, 10);
  });
});

describe('main categories', () => {
  it('every one of the eight can be chosen', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    for (const category of BASE_CATEGORIES.slice(0, 2)) {
      const response = await post(
        '/api/artwork/upload',
        await validArtworkForm({ 'categories[]': null, categories: category._id, name: `In ${category.name}` }),
        viewerHeaders(artist.id, 11),
      );
      assert.equal(response.statusCode, 200, response.body);
    }
  });
});
