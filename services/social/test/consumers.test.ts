import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ArtistWorksCounted, ArtworkCreated, ArtworkDeleted, UserRegistered, UserUpdated } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { CATALOGUE_DURABLE, IDENTITY_DURABLE } from '../src/consumers.js';
import { type SocialTestContext, seedUser, startSocialTestApp, viewerHeaders } from './support/test-app.js';

function snapshot(userId: string, version: number, name = 'Sunita Maharjan') {
  return {
    userId,
    name,
    slug: `sunita-${userId.slice(0, 8)}`,
    email: `${userId.slice(0, 8)}@example.com`,
    role: 11,
    picture: '',
    cover: '',
    verifiedArtist: true,
    emailVerified: true,
    isPrivate: true,
    categories: [{ _id: 'c1', name: 'Painting' }],
    biography: 'Paubha painter from Patan',
    version,
  };
}

describe('projections of identity and catalogue events', () => {
  let t: SocialTestContext;
  before(async () => {
    t = await startSocialTestApp('projections');
  });
  after(async () => {
    await t?.close();
  });
  const user = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  test('identity’s snapshots reach the users projection, newest version wins, with follows made before', async () => {
    const id = randomUUID();
    const fan = await seedUser(t.db, { role: 21 });
    // A follow written before identity's event arrived is counted when the user arrives.
    await t.db.insertInto('follows').values({ follower_id: fan.id, artist_id: id }).execute();
    const registered = envelopeOf(UserRegistered, snapshot(id, 1));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
    const stale = envelopeOf(UserUpdated, snapshot(id, 1, 'Old name'));
    const renamed = envelopeOf(UserUpdated, snapshot(id, 3, 'Sunita M.'));
    await publish(t.app.bus, renamed);
    await publish(t.app.bus, stale);
    await processed(t.db, IDENTITY_DURABLE, stale.id);
    const row = await user(id);
    assert.equal(row?.name, 'Sunita M.');
    assert.equal(row?.is_private, true);
    assert.equal(row?.followers_count, 1);
    assert.deepEqual(row?.categories, [{ _id: 'c1', name: 'Painting' }]);
    // The private flag is what turns a follow into a request.
    const follow = await t.app.inject({
      method: 'POST',
      url: '/api/secure/followartist',
      payload: { artist: id },
      headers: viewerHeaders((await seedUser(t.db, { role: 21 })).id, 21),
    });
    assert.equal(follow.json().status, 'requested');
  });

  test('catalogue’s artworks and work counts reach their projections', async () => {
    const author = await seedUser(t.db, { role: 11 });
    const artworkId = randomUUID();
    const created = envelopeOf(ArtworkCreated, {
      artworkId,
      slug: 'evening-at-phewa',
      name: 'Evening at Phewa',
      authorId: author.id,
      kind: 'artist',
      inStore: true,
      price: 25000,
      stock: 1,
      categories: [],
      thumbnail: '',
      version: 1,
    });
    await publish(t.app.bus, created);
    await processed(t.db, CATALOGUE_DURABLE, created.id);
    assert.equal(
      (await t.db.selectFrom('artworks').selectAll().where('id', '=', artworkId).executeTakeFirst())?.author_id,
      author.id,
    );
    const counted = envelopeOf(ArtistWorksCounted, { userId: author.id, totalArtworks: 7, version: 2 });
    await publish(t.app.bus, counted);
    await processed(t.db, CATALOGUE_DURABLE, counted.id);
    assert.equal((await user(author.id))?.works_count, 7);
    const deleted = envelopeOf(ArtworkDeleted, { artworkId, authorId: author.id });
    await publish(t.app.bus, deleted);
    await processed(t.db, CATALOGUE_DURABLE, deleted.id);
    assert.equal(
      (await t.db.selectFrom('artworks').select('deleted').where('id', '=', artworkId).executeTakeFirst())?.deleted,
      true,
    );
  });
});
