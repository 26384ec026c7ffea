import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ArtworkRow } from '../../../../src/db/schema.js';
import {
  bucketKeys,
  type FormEntry,
  jpegImage,
  multipart,
  outboxEvents,
  pngImage,
  storedState,
  validArtworkForm,
} from '../../../support/artwork-uploads.js';
import {
  type CatalogueTestContext,
  type SeededUser,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../../support/test-app.js';

let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('artworks_edit');
});
after(async () => {
  await t?.close();
});

async function send(method: 'POST' | 'PUT', url: string, entries: FormEntry[], headers: Record<string, string>) {
  const form = await multipart(entries);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

/** An artwork of `author` with a main image and two extras. */
async function uploaded(author: SeededUser, name: string): Promise<ArtworkRow> {
  const entries = await validArtworkForm({ name });
  entries.push(['images', await jpegImage(300, 200), 'b.jpg'], ['images', await pngImage(200, 300), 'c.png']);
  const url = author.role <= 20 ? '/api/artwork/upload' : '/api/user/art/upload';
  const response = await send('POST', url, entries, viewerHeaders(author.id, author.role));
  assert.equal(response.statusCode, 200, response.body);
  return t.db
    .selectFrom('artworks')
    .selectAll()
    .where('slug', '=', response.json().data.productSlug)
    .executeTakeFirstOrThrow();
}

const keysOf = (row: ArtworkRow) =>
  [row.image!, ...row.images].flatMap((image) => Object.values(image.files).map((file) => file.fileName));

describe('PUT /api/artwork/edit/:id', () => {
  it('keeps the named old images, adds new ones, and removes the rest from the bucket', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const row = await uploaded(artist, 'Temple at dawn');
    const [main, second, third] = [row.image!, row.images[0]!, row.images[1]!];
    const entries = (await validArtworkForm({ name: 'Temple at dawn, revised', price: '30000', stock: '0' })).filter(
      ([field]) => field !== 'image',
    );
    entries.push(['oldImages', JSON.stringify([third._id, main._id])], ['images', await pngImage(120, 90), 'new.png']);
    const response = await send('PUT', `/api/artwork/edit/${row.id}`, entries, viewerHeaders(artist.id, 11));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      status: 'success',
      message: 'You have successfully updated your artwork',
      data: { productSlug: row.slug },
    });

    const edited = await t.db.selectFrom('artworks').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.equal(edited.name, 'Temple at dawn, revised');
    assert.equal(Number(edited.price), 30000);
    assert.equal(edited.in_store, false, 'stock 0 leaves the store');
    assert.equal(edited.version, 2);
    assert.equal(edited.image?._id, third._id, 'the first kept image is the main one when no image file is sent');
    assert.deepEqual(edited.images.map((image) => image._id).slice(0, 1), [main._id]);
    assert.equal(edited.images.length, 2);
    assert.match(edited.search_text, /revised/);

    const keys = await bucketKeys(t);
    for (const key of Object.values(second.files).map((f) => f.fileName))
      assert.ok(!keys.includes(key), `${key} removed`);
    for (const key of keysOf(edited)) assert.ok(keys.includes(key), `${key} kept`);

    const updated = (await outboxEvents(t, 'catalogue.artwork.updated')).filter((e) => e.data.artworkId === row.id);
    assert.equal(updated.length, 1);
    assert.equal(updated[0]?.data.version, 2);
    assert.equal(updated[0]?.data.price, 30000);
    assert.equal(updated[0]?.data.thumbnail, third.files.thumbnail.url);
  });

  it('makes a new image file the main picture, with kept ones after it', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const row = await uploaded(artist, 'Prayer flags');
    const entries = await validArtworkForm({ name: 'Prayer flags' });
    entries.push(['oldImages[]', row.image!._id]);
    const response = await send('PUT', `/api/artwork/edit/${row.id}`, entries, viewerHeaders(artist.id, 11));
    assert.equal(response.statusCode, 200, response.body);
    const edited = await t.db.selectFrom('artworks').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.notEqual(edited.image?._id, row.image!._id);
    assert.deepEqual(
      edited.images.map((image) => image._id),
      [row.image!._id],
    );
  });

  it('counts kept and new images against the limit, and changes nothing when refused', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const row = await uploaded(artist, 'Crowded');
    const before = await storedState(t);
    const entries = await validArtworkForm({ name: 'Crowded' });
    entries.push(['oldImages', JSON.stringify([row.image!._id, ...row.images.map((image) => image._id)])]);
    for (let i = 0; i < 3; i++) entries.push(['images', await pngImage(40 + i, 40), `n${i}.png`]);
    // 3 kept + 1 image + 3 images = 7
    const response = await send('PUT', `/api/artwork/edit/${row.id}`, entries, viewerHeaders(artist.id, 11));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'You can only upload 6 images');
    const none = (await validArtworkForm({ name: 'Crowded' })).filter(([field]) => field !== 'image');
    const empty = await send('PUT', `/api/artwork/edit/${row.id}`, none, viewerHeaders(artist.id, 11));
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'You have to upload at least one image');
    assert.deepEqual(await storedState(t), before);
    const same = await t.db.selectFrom('artworks').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.deepEqual(same, row);
  });

  it('is for the owner only: 403 for another user, 401 for a guest, 404 when missing', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const other = await seedUser(t.db, { role: 11 });
    const row = await uploaded(artist, 'Mine alone');
    const entries = await validArtworkForm({ name: 'Taken over' });
    const forbidden = await send('PUT', `/api/artwork/edit/${row.id}`, entries, viewerHeaders(other.id, 11));
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().message, 'You can only change your own artworks');
    const guest = await send('PUT', `/api/artwork/edit/${row.id}`, entries, {});
    assert.equal(guest.statusCode, 401);
    const missing = await send(
      'PUT',
      '/api/artwork/edit/00000000-0000-4000-8000-000000000000',
      entries,
      viewerHeaders(artist.id, 11),
    );
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), {
      status: 'not-found',
      message: 'Sorry, the art is unavailable!',
      code: 'artwork-unavailable',
    });
    const unchanged = await t.db
      .selectFrom('artworks')
      .select('name')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    assert.equal(unchanged.name, 'Mine alone');
  });

  it('edits user art through the user path, which stays out of the store', async () => {
    const user = await seedUser(t.db, { role: 21 });
    const row = await uploaded(user, 'Doodle');
    const entries = await validArtworkForm({ name: 'Doodle', price: '5000', stock: '3' });
    entries.push(['oldImages', JSON.stringify([row.image!._id])]);
    const response = await send('PUT', `/api/user/art/edit/${row.id}`, entries, viewerHeaders(user.id, 21));
    assert.equal(response.statusCode, 200, response.body);
    const edited = await t.db.selectFrom('artworks').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.equal(edited.kind, 'user');
    assert.equal(edited.in_store, false);
  });
});

describe('DELETE /api/artwork/delete/:id and /api/user/del/:id', () => {
  it('soft-deletes, removes the images, recounts and writes the events', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const kept = await uploaded(artist, 'Stays');
    const row = await uploaded(artist, 'Goes away');
    const keys = keysOf(row);

    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/artwork/delete/${row.id}`,
      headers: viewerHeaders((await seedUser(t.db, { role: 11 })).id, 11),
    });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().message, 'You can only change your own artworks');
    const guest = await t.app.inject({ method: 'DELETE', url: `/api/artwork/delete/${row.id}` });
    assert.equal(guest.statusCode, 401);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/artwork/delete/${row.id}`,
      headers: viewerHeaders(artist.id, 11),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'success', message: 'Deleted art' });

    const deleted = await t.db.selectFrom('artworks').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.ok(deleted.deleted_at instanceof Date);
    const bucket = await bucketKeys(t);
    for (const key of keys) assert.ok(!bucket.includes(key), `${key} removed`);
    for (const key of keysOf(kept)) assert.ok(bucket.includes(key), `${key} of the other artwork kept`);

    const user = await t.db
      .selectFrom('users')
      .select('works_count')
      .where('id', '=', artist.id)
      .executeTakeFirstOrThrow();
    assert.equal(user.works_count, 1);
    const deletedEvents = (await outboxEvents(t, 'catalogue.artwork.deleted')).filter(
      (e) => e.data.artworkId === row.id,
    );
    assert.deepEqual(
      deletedEvents.map((e) => e.data),
      [{ artworkId: row.id, authorId: artist.id }],
    );
    const counted = (await outboxEvents(t, 'catalogue.artist.works_counted')).filter(
      (e) => e.data.userId === artist.id,
    );
    assert.deepEqual(
      counted.map((e) => [e.data.totalArtworks, e.data.version]),
      [
        [1, 1],
        [2, 2],
        [1, 3],
      ],
    );

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/artwork/delete/${row.id}`,
      headers: viewerHeaders(artist.id, 11),
    });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'Sorry, the art is unavailable!');
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${row.slug}` });
    assert.equal(page.statusCode, 404);
  });

  it('deletes user art through /api/user/del/:id', async () => {
    const user = await seedUser(t.db, { role: 22 });
    const row = await uploaded(user, 'Old doodle');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/del/${row.id}`,
      headers: viewerHeaders(user.id, 22),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Deleted art');
  });
});
