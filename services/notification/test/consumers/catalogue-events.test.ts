import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ArtworkCommented, ArtworkLiked, InquiryReceived } from '@art/contracts';
import { type MailSink, startMailSink, waitUntil } from '@art/testing';
import { CATALOGUE_DURABLE } from '../../src/consumers.js';
import { recreateDatabase } from '../support/database.js';
import { envelopeOf, publishEnvelope } from '../support/events.js';
import { type NotificationApp, startNotification } from '../support/notification-app.js';
import { deleteQueueKeys } from '../support/queue-keys.js';
import { deleteTestStreams } from '../support/streams.js';
import { address, TEST_DATABASE_URL } from '../support/test-config.js';

const SUPPORT = address('support');

describe('catalogue events become notifications and mails', () => {
  let sink: MailSink;
  let app: NotificationApp;
  let queuePrefix: string;
  let redisUrl: string;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    sink = await startMailSink();
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification({ SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`, SUPPORT_EMAIL: SUPPORT }));
  });

  after(async () => {
    await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
    await sink.stop();
  });

  /** Every stored catalogue event handled and acknowledged, and no mail job waiting or running. */
  const settled = () =>
    waitUntil('the catalogue consumer and the mail queue to be idle', async () => {
      const info = await app.bus.jsm.consumers.info(app.bus.streamName('CATALOGUE'), CATALOGUE_DURABLE);
      if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
      const counts = await app.mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    });

  const notificationsOf = (userId: string) =>
    app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  const artwork = (authorId: string) => ({
    artworkId: randomUUID(),
    slug: 'himalayan-dawn-3f2a',
    name: 'Himalayan Dawn',
    thumbnail: 'http://art.test/media/art-images/thumb.webp',
    authorId,
  });

  it('a like delivered twice (same event id) stores exactly one notification for the author', async () => {
    const authorId = randomUUID();
    const likerId = randomUUID();
    const liked = envelopeOf(ArtworkLiked, { ...artwork(authorId), likerId });
    await publishEnvelope(app.bus, liked);
    // The same event again, stored as a second message: what a redelivery brings.
    await publishEnvelope(app.bus, liked, `${liked.id}-again`);
    await settled();

    const rows = await notificationsOf(authorId);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.type, 'other');
    assert.equal(row!.sender_id, likerId);
    assert.equal(row!.message, 'liked your artwork');
    assert.equal(row!.link, '/artwork/himalayan-dawn-3f2a');
    assert.equal(row!.image, 'http://art.test/media/art-images/thumb.webp');
    assert.equal(row!.read, 'no');
    assert.equal(row!.event_id, liked.id);
  });

  it('a comment tells the author; liking or commenting on one’s own artwork tells nobody', async () => {
    const authorId = randomUUID();
    const commenterId = randomUUID();
    await publishEnvelope(app.bus, envelopeOf(ArtworkLiked, { ...artwork(authorId), likerId: authorId }));
    await publishEnvelope(
      app.bus,
      envelopeOf(ArtworkCommented, { ...artwork(authorId), commenterId: authorId, commentId: randomUUID() }),
    );
    await publishEnvelope(
      app.bus,
      envelopeOf(ArtworkCommented, { ...artwork(authorId), commenterId, commentId: randomUUID() }),
    );
    await settled();
    const rows = await notificationsOf(authorId);
    assert.deepEqual(
      rows.map((row) => [row.sender_id, row.message]),
      [[commenterId, 'commented on your artwork']],
    );
  });

  const inquiry = (studioEmail: string | null) =>
    envelopeOf(InquiryReceived, {
      inquiryId: randomUUID(),
      kind: 'exhibition',
      name: 'Gita Karki',
      email: 'gita.buyer@example.test',
      phone: '+977 9800000000',
      message: 'Is the painting still available?\nI live in Pokhara.',
      art: 'Himalayan Dawn',
      artist: 'Sita Shrestha',
      artImage: 'http://art.test/media/art-images/large.webp',
      studioEmail,
    });

  it('an inquiry is mailed to the studio and to support, with the buyer’s details', async () => {
    const studio = address('studio');
    const event = inquiry(studio);
    await publishEnvelope(app.bus, event);
    for (const to of [studio, SUPPORT]) {
      const mail = await sink.waitForMail(to);
      assert.equal(mail.subject, 'New inquiry about "Himalayan Dawn"');
      assert.match(mail.text, /Name: Gita Karki/);
      assert.match(mail.text, /E-mail: gita\.buyer@example\.test/);
      assert.match(mail.text, /Phone: \+977 9800000000/);
      assert.match(mail.text, /Artist: Sita Shrestha/);
      assert.match(mail.text, /> I live in Pokhara\./);
      assert.match(mail.html, /src="http:\/\/art\.test\/media\/art-images\/large\.webp"/);
    }
    assert.match((await sink.waitForMail(studio)).text, /interested in your artwork/);
    assert.match((await sink.waitForMail(SUPPORT)).text, /from an exhibition page/);
    await settled();
    const logged = await app.db
      .selectFrom('mail_log')
      .select(['kind', 'recipient'])
      .where('event_id', '=', event.id)
      .orderBy('kind')
      .execute();
    assert.deepEqual(logged, [
      { kind: 'inquiry-studio', recipient: studio },
      { kind: 'inquiry-support', recipient: SUPPORT },
    ]);
  });

  it('an inquiry mail shows only our own images: a foreign artImage is left out, a media path is made absolute', async () => {
    const studio = address('studio-images');
    const foreign = { ...inquiry(studio), id: randomUUID() };
    foreign.data = { ...foreign.data, art: 'Foreign picture', artImage: 'https://evil.example/x.png' };
    await publishEnvelope(app.bus, foreign);
    const own = { ...inquiry(studio), id: randomUUID() };
    own.data = { ...own.data, art: 'Own picture', artImage: '/media/art-images/artworks/own.webp' };
    await publishEnvelope(app.bus, own);
    await waitUntil('both inquiry mails to reach the studio', async () => (await sink.readMails(studio)).length >= 2);
    const mails = await sink.readMails(studio);
    const foreignMail = mails.find((mail) => mail.subject.includes('Foreign picture'))!;
    const ownMail = mails.find((mail) => mail.subject.includes('Own picture'))!;
    for (const part of [foreignMail.html, foreignMail.text]) assert.doesNotMatch(part, /evil\.example/);
    assert.doesNotMatch(foreignMail.html, /<img/);
    assert.match(ownMail.html, /<img src="http:\/\/art\.test\/media\/art-images\/artworks\/own\.webp"/);
  });

  it('an inquiry without a studio address goes to support only', async () => {
    const event = inquiry(null);
    await publishEnvelope(app.bus, event);
    await settled();
    const logged = await app.db
      .selectFrom('mail_log')
      .select(['kind', 'recipient', 'sent_at'])
      .where('event_id', '=', event.id)
      .execute();
    assert.equal(logged.length, 1);
    assert.equal(logged[0]!.kind, 'inquiry-support');
    assert.equal(logged[0]!.recipient, SUPPORT);
  });
});
