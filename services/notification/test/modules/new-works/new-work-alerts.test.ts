import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  ArtworkCreated,
  ArtworkDeleted,
  ContentHidden,
  FollowCreated,
  FollowRemoved,
  UserRegistered,
} from '@art/contracts';
import { processed, userSnapshot, waitUntil } from '@art/testing';
import { CATALOGUE_DURABLE, IDENTITY_DURABLE, MODERATION_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { storedNotifications } from '../../support/mailing-app.js';
import { mailingSuite } from '../../support/mailing-suite.js';
import { address } from '../../support/test-config.js';

describe('a followed studio lists a new work: followers are told, and mailed a daily digest', () => {
  const t = mailingSuite();

  async function handled(durable: string, ...events: { id: string; type: string }[]) {
    for (const event of events) await publishEnvelope(t.app.bus, event);
    for (const event of events) await processed(t.app.db, durable, event.id);
  }

  /** No mail job waiting or running. */
  const mailsSettled = () =>
    waitUntil('the mail queue to be idle', async () => {
      const counts = await t.app.mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    });

  let version = 1;
  async function aStudio(name: string, suspended = false) {
    const userId = randomUUID();
    const snapshot = userSnapshot({
      userId,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      email: address(`studio-${userId.slice(0, 8)}`),
      role: 2,
      version: version++,
      suspended,
    });
    await handled(IDENTITY_DURABLE, envelopeOf(UserRegistered, snapshot));
    return userId;
  }

  /** A member identity's stand-in knows (the digest's address is read there). */
  function aMember(tag: string) {
    const email = address(`${tag}-${randomUUID().slice(0, 8)}`);
    return { id: t.identity.addPerson({ name: `Member ${tag}`, email }), email };
  }

  const anArtwork = (authorId: string, name: string) => {
    const artworkId = randomUUID();
    return envelopeOf(ArtworkCreated, {
      artworkId,
      slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${artworkId.slice(0, 4)}`,
      name,
      authorId,
      kind: 'artist',
      price: 5000,
      stock: 1,
      inStore: true,
      thumbnail: 'http://art.test/media/thumb.webp',
      categories: [],
      version: 1,
    });
  };

  const newWorkRows = async (userId: string) =>
    (await storedNotifications(t.app, userId)).filter((row) => row.kind === 'new-work');

  it('tells each follower once, with the studio as sender; not the studio, not others, not a blocked follower', async () => {
    const studio = await aStudio('Sita Studio');
    const [fan, other, blocked] = [aMember('fan'), aMember('other'), aMember('blocked')];
    await handled(
      SOCIAL_DURABLE,
      envelopeOf(FollowCreated, { followerId: fan.id, artistId: studio }),
      envelopeOf(FollowCreated, { followerId: blocked.id, artistId: studio }),
      // A block ends the follow both ways in social: the projection hears it as an unfollow.
      envelopeOf(FollowRemoved, { followerId: blocked.id, artistId: studio }),
    );
    const created = anArtwork(studio, 'Himalayan Dawn');
    await handled(CATALOGUE_DURABLE, created);
    // Delivered again after processed_events forgot it: still one notification.
    await t.app.db.deleteFrom('processed_events').where('event_id', '=', created.id).execute();
    await publishEnvelope(t.app.bus, created, `${created.id}-late`);
    await processed(t.app.db, CATALOGUE_DURABLE, created.id);

    const rows = await newWorkRows(fan.id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.sender_id, studio);
    assert.equal(rows[0]?.message, 'listed a new work: Himalayan Dawn');
    assert.equal(rows[0]?.detail, 'Himalayan Dawn');
    assert.equal(rows[0]?.link, `/artwork/${created.data.slug}`);
    assert.equal((await newWorkRows(other.id)).length, 0);
    assert.equal((await newWorkRows(blocked.id)).length, 0);
    assert.equal((await newWorkRows(studio)).length, 0);
  });

  it('a suspended studio’s new work tells nobody', async () => {
    const studio = await aStudio('Hidden Studio', true);
    const fan = aMember('fan-of-suspended');
    await handled(SOCIAL_DURABLE, envelopeOf(FollowCreated, { followerId: fan.id, artistId: studio }));
    await handled(CATALOGUE_DURABLE, anArtwork(studio, 'Quiet Lake'));
    assert.equal((await newWorkRows(fan.id)).length, 0);
  });

  it('the digest mails each follower once with the works and their links; nothing when off, none, or told already', async () => {
    const studio = await aStudio('Ram Studio');
    const [reader, optedOut, idle] = [aMember('reader'), aMember('opted-out'), aMember('idle')];
    await handled(
      SOCIAL_DURABLE,
      envelopeOf(FollowCreated, { followerId: reader.id, artistId: studio }),
      envelopeOf(FollowCreated, { followerId: optedOut.id, artistId: studio }),
    );
    await t.app.db.insertInto('mail_opt_outs').values({ user_id: optedOut.id, kind: 'new-works-digest' }).execute();
    const first = anArtwork(studio, 'Morning Stupa');
    const second = anArtwork(studio, 'Evening Ghat');
    const hidden = anArtwork(studio, 'Taken Down');
    const deleted = anArtwork(studio, 'Withdrawn');
    await handled(CATALOGUE_DURABLE, first, second, hidden, deleted);
    await handled(
      CATALOGUE_DURABLE,
      envelopeOf(ArtworkDeleted, { artworkId: deleted.data.artworkId, authorId: studio }),
    );
    await handled(
      MODERATION_DURABLE,
      envelopeOf(ContentHidden, {
        caseId: null,
        targetType: 'artwork',
        targetId: hidden.data.artworkId,
        ownerId: studio,
        reason: 'Not the studio’s own work',
      }),
    );
    // The hidden work's notification is taken away with it.
    assert.deepEqual((await newWorkRows(reader.id)).map((row) => row.detail).sort(), [
      'Evening Ghat',
      'Morning Stupa',
      'Withdrawn',
    ]);

    assert.ok((await t.app.runNewWorksDigest()) >= 1);
    const mail = await t.sink.waitForMail(reader.email);
    assert.equal(mail.subject, '2 new works from studios you follow');
    assert.match(mail.text, /Morning Stupa, by Ram Studio/);
    assert.match(mail.text, /Evening Ghat, by Ram Studio/);
    assert.ok(mail.text.includes(`http://art.test/artwork/${first.data.slug}`), mail.text);
    assert.ok(mail.html.includes(`/artwork/${second.data.slug}`));
    assert.doesNotMatch(mail.text, /Taken Down|Withdrawn/);
    assert.match(mail.text, /notifications page: http:\/\/art.test\/notifications/);

    // Run again (a retry, the next day with nothing new): no second mail.
    assert.equal(await t.app.runNewWorksDigest(), 0);
    await t.app.runNewWorksDigest(new Date(Date.now() + 60_000));
    await mailsSettled();
    assert.equal((await t.sink.readMails(reader.email)).length, 1);
    assert.equal((await t.sink.readMails(optedOut.email)).length, 0);
    assert.equal((await t.sink.readMails(idle.email)).length, 0);

    // A later work is the next digest's, alone.
    const later = anArtwork(studio, 'Night Market');
    await handled(CATALOGUE_DURABLE, later);
    await t.app.runNewWorksDigest(new Date(Date.now() + 120_000));
    await waitUntil('the second digest', async () => (await t.sink.readMails(reader.email)).length === 2);
    const mails = await t.sink.readMails(reader.email);
    const next = mails.find((each) => each.subject === 'A new work from a studio you follow');
    assert.ok(next, mails.map((each) => each.subject).join(', '));
    assert.match(next.text, /Night Market/);
    assert.doesNotMatch(next.text, /Morning Stupa/);
  });

  it('the digest’s stop link turns it off for that member only, and a forged one is refused', async () => {
    const studio = await aStudio('Gita Studio');
    const reader = aMember('stopper');
    await handled(SOCIAL_DURABLE, envelopeOf(FollowCreated, { followerId: reader.id, artistId: studio }));
    await handled(CATALOGUE_DURABLE, anArtwork(studio, 'Lotus Pond'));
    await t.app.runNewWorksDigest(new Date(Date.now() + 180_000));
    const mail = await t.sink.waitForMail(reader.email);
    const link = /stop it here: (\S+)/.exec(mail.text)?.[1];
    assert.ok(link?.startsWith('http://art.test/mail/stop?token='), mail.text);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';

    const stop = (body: { token: string }) =>
      t.app.inject({ method: 'POST', url: '/api/notifications/mail/stop', payload: body });
    const forged = await stop({ token: token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) });
    assert.equal(forged.statusCode, 400);
    assert.match(forged.json().message, /link to stop the e-mail is not valid/);
    const other = await stop({ token: token.replace(reader.id, randomUUID()) });
    assert.equal(other.statusCode, 400);
    const stopped = await stop({ token });
    assert.equal(stopped.statusCode, 200, stopped.body);
    assert.deepEqual(stopped.json(), { status: 'success', kind: 'new-works-digest' });
    assert.equal((await stop({ token })).statusCode, 200, 'again: still off');
    const off = await t.app.db.selectFrom('mail_opt_outs').selectAll().where('user_id', '=', reader.id).execute();
    assert.deepEqual(
      off.map((row) => row.kind),
      ['new-works-digest'],
    );

    await handled(CATALOGUE_DURABLE, anArtwork(studio, 'Second Pond'));
    await t.app.runNewWorksDigest(new Date(Date.now() + 240_000));
    await mailsSettled();
    assert.equal((await t.sink.readMails(reader.email)).length, 1, 'no digest once stopped');
  });
});
