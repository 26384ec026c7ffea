import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  FollowCreated,
  FollowRemoved,
  UserBecameArtist,
  UserBlocked,
  UserRegistered,
  UserUnblocked,
  UserUpdated,
} from '@art/contracts';
import { envelopeOf, processed, publish, waitUntil } from '@art/testing';
import { IDENTITY_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { insertArtwork } from '../../support/search-fixtures.js';
import { type CatalogueTestContext, startCatalogueTestApp } from '../../support/test-app.js';

function snapshot(userId: string, version: number, fields: { name?: string; role?: number } = {}) {
  return {
    userId,
    name: fields.name ?? 'Sunita Maharjan',
    slug: `sunita-${userId.slice(0, 8)}`,
    email: `${userId.slice(0, 8)}@example.com`,
    role: fields.role ?? 11,
    picture: '',
    cover: '',
    verifiedArtist: true,
    emailVerified: true,
    isPrivate: false,
    categories: [{ _id: 'c0a80001-0000-4000-8000-000000000001', name: 'Painting' }],
    version,
  };
}

describe('projections of identity and social events', () => {
  let t: CatalogueTestContext;
  const user = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  before(async () => {
    t = await startCatalogueTestApp('consumers');
  });
  after(async () => {
    await t?.close();
  });

  it('keeps the newest snapshot of a user and ignores older ones arriving late', async () => {
    const id = randomUUID();
    await publish(t.app.bus, envelopeOf(UserRegistered, snapshot(id, 1, { name: 'Sunita' })));
    await waitUntil('the registered user', () => user(id));
    const newer = envelopeOf(UserUpdated, snapshot(id, 3, { name: 'Sunita Maharjan' }));
    const older = envelopeOf(UserUpdated, snapshot(id, 2, { name: 'Sunita M.' }));
    await publish(t.app.bus, newer);
    await publish(t.app.bus, older);
    await processed(t.db, IDENTITY_DURABLE, older.id);
    const row = await user(id);
    assert.equal(row?.name, 'Sunita Maharjan');
    assert.equal(row?.version, 3);
    assert.equal(row?.role, 11);
    assert.deepEqual(row?.categories, [{ _id: 'c0a80001-0000-4000-8000-000000000001', name: 'Painting' }]);
  });

  it('moves a regular user into the studios when they become an artist', async () => {
    const id = randomUUID();
    const registered = envelopeOf(UserRegistered, snapshot(id, 1, { role: 21 }));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
    const became = envelopeOf(UserBecameArtist, { userId: id, role: 11, via: 'artist-code' });
    await publish(t.app.bus, became);
    await processed(t.db, IDENTITY_DURABLE, became.id);
    assert.equal((await user(id))?.role, 11);
  });

  it("rewrites the search text of an author's works when the author's name changes", async () => {
    const id = randomUUID();
    const registered = envelopeOf(UserRegistered, snapshot(id, 1, { name: 'Pema Lama' }));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
    const artworkId = await insertArtwork(t.db, { name: 'Mustang Trail', authorId: id, authorName: 'Pema Lama' });
    const renamed = envelopeOf(UserUpdated, snapshot(id, 2, { name: 'Pema Dolma Lama' }));
    await publish(t.app.bus, renamed);
    await processed(t.db, IDENTITY_DURABLE, renamed.id);
    const artwork = await t.db
      .selectFrom('artworks')
      .select('search_text')
      .where('id', '=', artworkId)
      .executeTakeFirstOrThrow();
    assert.match(artwork.search_text, /pema dolma lama/);
  });

  it('counts a follow once however often it is delivered, and uncounts it when removed', async () => {
    const artistId = randomUUID();
    const followerId = randomUUID();
    const registered = envelopeOf(UserRegistered, snapshot(artistId, 1));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);

    const follow = envelopeOf(FollowCreated, { followerId, artistId });
    await publish(t.app.bus, follow);
    // The same event stored again (a late redelivery), and the same follow under another event id.
    await publish(t.app.bus, follow, `${follow.id}-again`);
    const again = envelopeOf(FollowCreated, { followerId, artistId });
    await publish(t.app.bus, again);
    await processed(t.db, SOCIAL_DURABLE, again.id);
    assert.equal((await user(artistId))?.followers_count, 1);
    const rows = await t.db.selectFrom('follows').selectAll().where('artist_id', '=', artistId).execute();
    assert.equal(rows.length, 1);

    const removed = envelopeOf(FollowRemoved, { followerId, artistId });
    await publish(t.app.bus, removed);
    await processed(t.db, SOCIAL_DURABLE, removed.id);
    assert.equal((await user(artistId))?.followers_count, 0);
  });

  it('counts follows that came before the artist did', async () => {
    const artistId = randomUUID();
    const follow = envelopeOf(FollowCreated, { followerId: randomUUID(), artistId });
    await publish(t.app.bus, follow);
    await processed(t.db, SOCIAL_DURABLE, follow.id);
    const registered = envelopeOf(UserRegistered, snapshot(artistId, 1));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
    assert.equal((await user(artistId))?.followers_count, 1);
  });

  it('keeps blocks and lifts them', async () => {
    const blockerId = randomUUID();
    const blockedId = randomUUID();
    const blocks = () =>
      t.db
        .selectFrom('blocks')
        .selectAll()
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    const blocked = envelopeOf(UserBlocked, { blockerId, blockedId });
    await publish(t.app.bus, blocked);
    await processed(t.db, SOCIAL_DURABLE, blocked.id);
    assert.equal((await blocks()).length, 1);
    const unblocked = envelopeOf(UserUnblocked, { blockerId, blockedId });
    await publish(t.app.bus, unblocked);
    await processed(t.db, SOCIAL_DURABLE, unblocked.id);
    assert.equal((await blocks()).length, 0);
  });
});
