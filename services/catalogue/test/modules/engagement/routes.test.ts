import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { EventEnvelope } from '@art/contracts';
import { insertArtwork } from '../../support/artworks.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

let t: CatalogueTestContext;
let artist: { id: string; name: string };
let fan: { id: string; name: string };

before(async () => {
  t = await startCatalogueTestApp('engagement');
  artist = await seedUser(t.db, { name: 'Chandra Artist' });
  fan = await seedUser(t.db, { name: 'Deepa Fan', role: 21, verifiedArtist: false });
});
after(async () => {
  await t?.close();
});

async function outbox(type: string) {
  const rows = await t.db.selectFrom('outbox').select('payload').where('subject', '=', type).orderBy('seq').execute();
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventEnvelope);
}

const like = (artworkId: string, userId: string, role = 21) =>
  t.app.inject({ method: 'POST', url: `/api/like/product/${artworkId}`, headers: viewerHeaders(userId, role) });

const artworkCounts = (id: string) =>
  t.db
    .selectFrom('artworks')
    .select(['likes_count', 'comments_count', 'popularity'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

test('a like toggles: liked then unliked, counted in the artwork, with one liked event', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id, name: 'Boudha at Dusk' });
  const first = await like(artwork.id, fan.id);
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), { status: 'success', liked: true, likesCount: 1 });
  assert.equal((await artworkCounts(artwork.id)).likes_count, 1);
  assert.equal((await artworkCounts(artwork.id)).popularity, 3);

  const events = await outbox('catalogue.artwork.liked');
  assert.equal(events.length, 1);
  assert.deepEqual(events[0].data, {
    artworkId: artwork.id,
    slug: artwork.slug,
    name: 'Boudha at Dusk',
    thumbnail: `http://s3.test/art-images/${artwork.slug}-thumbnail.webp`,
    authorId: artist.id,
    likerId: fan.id,
  });
  assert.deepEqual(events[0].actor, { userId: fan.id, role: 21 });
  assert.ok(events[0].requestId);

  const second = await like(artwork.id, fan.id);
  assert.deepEqual(second.json(), { status: 'success', liked: false, likesCount: 0 });
  assert.equal((await artworkCounts(artwork.id)).likes_count, 0);
  assert.equal((await outbox('catalogue.artwork.liked')).length, 1, 'an unlike notifies nobody');
  const likes = await t.db.selectFrom('artwork_likes').selectAll().where('artwork_id', '=', artwork.id).execute();
  assert.equal(likes.length, 0);
});

test('liking one’s own artwork counts but notifies nobody', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id, name: 'Self Portrait' });
  const before = (await outbox('catalogue.artwork.liked')).length;
  const response = await like(artwork.id, artist.id, 11);
  assert.deepEqual(response.json(), { status: 'success', liked: true, likesCount: 1 });
  assert.equal((await outbox('catalogue.artwork.liked')).length, before);
});

test('guests, missing artworks and deleted artworks are refused', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id, deleted: true });
  const guest = await t.app.inject({ method: 'POST', url: `/api/like/product/${artwork.id}` });
  assert.equal(guest.statusCode, 401);
  assert.equal(guest.json().message, 'Please login first');
  const deleted = await like(artwork.id, fan.id);
  assert.equal(deleted.statusCode, 404);
  assert.equal(deleted.json().message, 'Sorry, the art is unavailable!');
  const missing = await like('00000000-0000-4000-8000-000000000000', fan.id);
  assert.equal(missing.statusCode, 404);
});

test('a viewer the author blocked can neither like nor comment, and nothing changes', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id, name: 'Private Garden' });
  const blocked = await seedUser(t.db, { role: 21 });
  await t.db.insertInto('blocks').values({ blocker_id: artist.id, blocked_id: blocked.id }).execute();
  const outboxBefore = await t.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

  const liked = await like(artwork.id, blocked.id);
  assert.equal(liked.statusCode, 403);
  assert.deepEqual(liked.json(), { status: 'blocked', message: 'You cannot interact with this user', code: 'blocked' });
  const commented = await t.app.inject({
    method: 'POST',
    url: '/api/v2/artwork/comment/new',
    headers: viewerHeaders(blocked.id, 21),
    payload: { comment: 'Lovely', product: artwork.id },
  });
  assert.equal(commented.statusCode, 403);
  assert.deepEqual(commented.json(), {
    status: 'blocked',
    message: 'You cannot interact with this user',
    code: 'blocked',
  });

  assert.deepEqual(await artworkCounts(artwork.id), { likes_count: 0, comments_count: 0, popularity: 0 });
  const likes = await t.db.selectFrom('artwork_likes').selectAll().where('artwork_id', '=', artwork.id).execute();
  const comments = await t.db.selectFrom('artwork_comments').selectAll().where('artwork_id', '=', artwork.id).execute();
  assert.equal(likes.length + comments.length, 0);
  const outboxAfter = await t.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(outboxAfter.n, outboxBefore.n);
});

test('a comment is trimmed, counted, answered with its author and sent as an event', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id, name: 'Patan Durbar' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/artwork/comment/new',
    headers: viewerHeaders(fan.id, 21),
    payload: { comment: '  सुन्दर! Beautiful work  ', product: artwork.id },
  });
  assert.equal(response.statusCode, 200, response.body);
  const { message } = response.json();
  assert.equal(message.comment, 'सुन्दर! Beautiful work');
  assert.deepEqual(message.author, {
    _id: fan.id,
    name: 'Deepa Fan',
    slug: message.author.slug,
    picture: '',
    verifiedArtist: false,
  });
  assert.equal((await artworkCounts(artwork.id)).comments_count, 1);
  const events = await outbox('catalogue.artwork.commented');
  const event = events.find((e) => (e.data as { artworkId: string }).artworkId === artwork.id);
  assert.deepEqual(event?.data, {
    artworkId: artwork.id,
    slug: artwork.slug,
    name: 'Patan Durbar',
    thumbnail: `http://s3.test/art-images/${artwork.slug}-thumbnail.webp`,
    authorId: artist.id,
    commenterId: fan.id,
    commentId: message._id,
  });
});

test('an empty or too long comment answers 400 and changes nothing; guests get 401', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id });
  const post = (payload: object, headers = viewerHeaders(fan.id, 21)) =>
    t.app.inject({ method: 'POST', url: '/api/v2/artwork/comment/new', headers, payload });
  for (const payload of [{ comment: '   ', product: artwork.id }, { product: artwork.id }]) {
    const response = await post(payload);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Comment cannot be empty');
  }
  const long = await post({ comment: 'क'.repeat(2001), product: artwork.id });
  assert.equal(long.statusCode, 400);
  assert.equal(long.json().message, 'Comment must be at most 2000 characters');
  const exact = await post({ comment: 'क'.repeat(2000), product: artwork.id });
  assert.equal(exact.statusCode, 200);
  const guest = await post({ comment: 'Hello', product: artwork.id }, {});
  assert.equal(guest.statusCode, 401);
  assert.equal((await artworkCounts(artwork.id)).comments_count, 1);
});

test('comments come newest first, cut at :total, with the full count', async () => {
  const artwork = await insertArtwork(t.db, { authorId: artist.id });
  for (const [index, text] of ['first', 'second', 'third'].entries()) {
    await t.db
      .insertInto('artwork_comments')
      .values({
        artwork_id: artwork.id,
        user_id: fan.id,
        comment: text,
        created_at: new Date(Date.now() - (10 - index) * 60_000),
      })
      .execute();
  }
  const response = await t.app.inject({ method: 'GET', url: `/api/v2/artwork/comments/${artwork.id}/2` });
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.deepEqual(
    body.message.map((c: { comment: string }) => c.comment),
    ['third', 'second'],
  );
  assert.equal(body.total, 3);
  assert.equal(body.message[0].author.name, 'Deepa Fan');
  const tooMany = await t.app.inject({ method: 'GET', url: `/api/v2/artwork/comments/${artwork.id}/101` });
  assert.equal(tooMany.statusCode, 400);
});
