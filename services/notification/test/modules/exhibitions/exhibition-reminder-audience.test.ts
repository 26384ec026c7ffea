import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  ExhibitionChanged,
  ExhibitionFollowed,
  type ExhibitionView,
  UserBlocked,
  UserRegistered,
  UserUnblocked,
  UserUpdated,
} from '@art/contracts';
import { processed, userSnapshot } from '@art/testing';
import { CATALOGUE_DURABLE, IDENTITY_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { storedNotifications } from '../../support/mailing-app.js';
import { notificationSuite } from '../../support/notification-suite.js';

const HOUR = 60 * 60 * 1000;

/**
 * Decision 0058: an exhibition linked to a studio follows that studio's audience, and so do its
 * reminders. Through the bus (identity's users, social's blocks, catalogue's exhibitions and
 * follows), then a reminder run, read back from the database.
 */
describe('exhibition reminders follow the linked studio’s suspension and blocks', () => {
  const suite = notificationSuite({ EXHIBITION_REMINDER_EVERY_MS: '0' });

  async function handled(durable: string, ...events: { id: string; type: string }[]) {
    for (const event of events) await publishEnvelope(suite.app.bus, event);
    for (const event of events) await processed(suite.app.db, durable, event.id);
  }

  const studioSnapshot = (userId: string, slug: string, version: number, suspended: boolean) =>
    userSnapshot({
      userId,
      name: `Studio ${slug}`,
      slug,
      email: `${slug}@example.test`,
      role: 2,
      version,
      suspended,
    });

  async function aStudio(suspended = false) {
    const userId = randomUUID();
    const slug = `studio-${userId.slice(0, 8)}`;
    await handled(IDENTITY_DURABLE, envelopeOf(UserRegistered, studioSnapshot(userId, slug, 1, suspended)));
    return { userId, slug };
  }

  /**
   * An exhibition opening in an hour and closing in ten days, as catalogue's change event tells it
   * (linked to the studio of `artistSlug`, '' for none), and followed by `followers`.
   */
  async function anExhibition(artistSlug: string, followers: string[]) {
    const now = Date.now();
    const id = randomUUID();
    const title = `Show ${id.slice(0, 8)}`;
    const facts = {
      slug: `show-${id.slice(0, 8)}`,
      title,
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 10 * 24 * HOUR).toISOString(),
    };
    const view: ExhibitionView = { ...emptyView, _id: id, ...facts, artist: { name: 'Studio', slug: artistSlug } };
    await handled(
      CATALOGUE_DURABLE,
      envelopeOf(ExhibitionChanged, { id, change: 'created', before: null, after: view }),
      ...followers.map((userId) => envelopeOf(ExhibitionFollowed, { exhibitionId: id, userId, ...facts })),
    );
    return {
      title,
      opened: new Date(now + 2 * HOUR),
      closing: new Date(Date.parse(facts.endsAt) - 47 * HOUR),
    };
  }

  /** The exhibition reminders a member received of one exhibition, by kind. */
  const remindersOf = async (userId: string, title: string) =>
    (await storedNotifications(suite.app, userId))
      .filter((row) => row.kind?.startsWith('exhibition-') && row.detail === title)
      .map((row) => row.kind)
      .sort();

  it('a suspended studio’s exhibition reminds nobody; lifted while it is due, the reminder goes out', async () => {
    const studio = await aStudio();
    const [fan, other] = [randomUUID(), randomUUID()];
    const show = await anExhibition(studio.slug, [fan, other, studio.userId]);
    // Suspended after the exhibition was linked, and under a new slug: the link holds by id.
    await handled(
      IDENTITY_DURABLE,
      envelopeOf(UserUpdated, studioSnapshot(studio.userId, `${studio.slug}-renamed`, 2, true)),
    );

    assert.equal(await suite.app.runExhibitionReminders(show.opened), 0);
    for (const member of [fan, other, studio.userId]) assert.deepEqual(await remindersOf(member, show.title), []);

    await handled(
      IDENTITY_DURABLE,
      envelopeOf(UserUpdated, studioSnapshot(studio.userId, `${studio.slug}-renamed`, 3, false)),
    );
    assert.equal(await suite.app.runExhibitionReminders(show.opened), 1);
    for (const member of [fan, other]) assert.deepEqual(await remindersOf(member, show.title), ['exhibition-opening']);
  });

  it('a studio the users projection learns of after the exhibition is found by its slug', async () => {
    const userId = randomUUID();
    const slug = `late-${userId.slice(0, 8)}`;
    const fan = randomUUID();
    const show = await anExhibition(slug, [fan]);
    await handled(IDENTITY_DURABLE, envelopeOf(UserRegistered, studioSnapshot(userId, slug, 1, true)));

    assert.equal(await suite.app.runExhibitionReminders(show.opened), 0);
    assert.deepEqual(await remindersOf(fan, show.title), []);
  });

  it('leaves out a follower in a block with the studio, either way, the others still told; an unblock lets the next reminder through', async () => {
    const studio = await aStudio();
    const [blockedByStudio, blockingStudio, fan] = [randomUUID(), randomUUID(), randomUUID()];
    const show = await anExhibition(studio.slug, [blockedByStudio, blockingStudio, fan]);
    const blockedPair = { blockerId: studio.userId, blockedId: blockedByStudio };
    const blockingPair = { blockerId: blockingStudio, blockedId: studio.userId };
    await handled(SOCIAL_DURABLE, envelopeOf(UserBlocked, blockedPair), envelopeOf(UserBlocked, blockingPair));

    assert.equal(await suite.app.runExhibitionReminders(show.opened), 1);
    assert.deepEqual(await remindersOf(fan, show.title), ['exhibition-opening']);
    assert.deepEqual(await remindersOf(blockedByStudio, show.title), []);
    assert.deepEqual(await remindersOf(blockingStudio, show.title), []);

    await handled(SOCIAL_DURABLE, envelopeOf(UserUnblocked, blockedPair), envelopeOf(UserUnblocked, blockingPair));
    // Other tests' exhibitions may close then too: what counts is who heard of this one.
    await suite.app.runExhibitionReminders(show.closing);
    assert.deepEqual(await remindersOf(fan, show.title), ['exhibition-closing-soon', 'exhibition-opening']);
    // The opening went out while they were blocked; it is not sent again.
    assert.deepEqual(await remindersOf(blockedByStudio, show.title), ['exhibition-closing-soon']);
    assert.deepEqual(await remindersOf(blockingStudio, show.title), ['exhibition-closing-soon']);
  });

  it('an exhibition with no linked studio reminds all its followers, whatever their blocks', async () => {
    const suspended = await aStudio(true);
    const [fan, blocked] = [randomUUID(), randomUUID()];
    await handled(SOCIAL_DURABLE, envelopeOf(UserBlocked, { blockerId: suspended.userId, blockedId: blocked }));
    const show = await anExhibition('', [fan, blocked]);

    assert.equal(await suite.app.runExhibitionReminders(show.opened), 1);
    for (const member of [fan, blocked])
      assert.deepEqual(await remindersOf(member, show.title), ['exhibition-opening']);
  });
});

const emptyView: ExhibitionView = {
  _id: '',
  slug: '',
  title: '',
  subtitle: '',
  excerpt: '',
  artist: { name: '', slug: '' },
  explicit: false,
  banner: '',
  listingThumb: '',
  background: '',
  backgroundColor: '',
  parallaxBackground: '',
  mediaUrl: '',
  darkListing: false,
  startsAt: '',
  endsAt: '',
  items: [],
};
