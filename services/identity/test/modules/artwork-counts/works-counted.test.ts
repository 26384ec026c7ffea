import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ArtistWorksCounted, type EventEnvelope, systemActor } from '@art/contracts';
import { waitUntil } from '@art/testing';
import { signedInUser } from '../../helpers/accounts.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

/** Publishes on the run's own bus the way catalogue's outbox relay does. */
async function publishCount(userId: string, totalArtworks: number, version: number, id: string = randomUUID()) {
  const envelope: EventEnvelope = {
    id,
    type: ArtistWorksCounted.type,
    version: ArtistWorksCounted.version,
    occurredAt: new Date().toISOString(),
    actor: systemActor,
    data: { userId, totalArtworks, version },
  };
  // A msgID of its own per publish: a redelivery of one event id must reach the consumer.
  await t.app.bus.js.publish(t.app.bus.subject(envelope.type), JSON.stringify(envelope), { msgID: randomUUID() });
  return envelope;
}

const profileOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth })).json().message;
const publicViewOf = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/user/getbyslug/${slug}` })).json().message;

describe('catalogue.artist.works_counted → the user view', () => {
  it('shows the count catalogue published, on the own and the public profile', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Bikash Rai' });
    const before = await profileOf(auth);
    assert.equal(before.totalArtworks, 0);
    assert.equal(before.productsCount, 0);

    await publishCount(user.id, 7, 3);
    const seen = await waitUntil('the profile to show 7 artworks', async () => {
      const profile = await profileOf(auth);
      return profile.totalArtworks === 7 && profile;
    });
    assert.equal(seen.productsCount, 7);
    const publicView = await publicViewOf(user.slug);
    assert.equal(publicView.totalArtworks, 7);
    assert.equal(publicView.productsCount, 7);
  });

  it('ignores a count older than the one it has, and a redelivered event', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Asha Gurung' });
    const other = await signedInUser(t, { name: 'Mina Lama' });
    const counted = await publishCount(user.id, 4, 5);
    await waitUntil('the count of 4', async () => (await profileOf(auth)).totalArtworks === 4);

    // Older version, then the same event again with a new count under the same id (as a
    // redelivery would bring it), then a marker for another user: the consumer handles them in
    // order, so once the marker shows, the two before it were handled.
    await publishCount(user.id, 2, 4);
    await publishCount(user.id, 9, 6, counted.id);
    await publishCount(other.user.id, 1, 1);
    await waitUntil('the marker count', async () => (await profileOf(other.auth)).totalArtworks === 1);
    assert.equal((await profileOf(auth)).totalArtworks, 4);

    const row = await t.db
      .selectFrom('users')
      .select(['total_artworks', 'works_version', 'version'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { total_artworks: 4, works_version: 5, version: row.version });

    await publishCount(user.id, 11, 8);
    await waitUntil('the newer count of 11', async () => (await profileOf(auth)).totalArtworks === 11);
  });

  it('changes nothing for a user identity does not know', async () => {
    const unknown = randomUUID();
    const { user, auth } = await signedInUser(t, { name: 'Hari Thapa' });
    await publishCount(unknown, 3, 1);
    await publishCount(user.id, 2, 1);
    await waitUntil('the marker count', async () => (await profileOf(auth)).totalArtworks === 2);
    const found = await t.db.selectFrom('users').select('id').where('id', '=', unknown).executeTakeFirst();
    assert.equal(found, undefined);
  });
});
