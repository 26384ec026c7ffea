import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ExhibitionChanged, ExhibitionFollowed, ExhibitionUnfollowed, type ExhibitionView } from '@art/contracts';
import { processed } from '@art/testing';
import { CATALOGUE_DURABLE } from '../../../src/consumers.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { storedNotifications } from '../../support/mailing-app.js';
import { notificationSuite } from '../../support/notification-suite.js';

const HOUR = 60 * 60 * 1000;

describe('followed exhibitions: "opened" and "closes in two days", each once, to the followers', () => {
  const suite = notificationSuite({ EXHIBITION_REMINDER_EVERY_MS: '0' });

  async function handled(...events: { id: string; type: string }[]) {
    for (const event of events) await publishEnvelope(suite.app.bus, event);
    for (const event of events) await processed(suite.app.db, CATALOGUE_DURABLE, event.id);
  }

  const anExhibition = (title: string, startsAt: Date, endsAt: Date) => ({
    exhibitionId: randomUUID(),
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  });

  const remindersOf = async (userId: string) =>
    (await storedNotifications(suite.app, userId))
      .filter((row) => row.kind?.startsWith('exhibition-'))
      .map((row) => `${row.kind} ${row.detail} ${row.link}`);

  it('tells the followers when it opens and 48 hours before it closes, once each, across runs', async () => {
    const now = Date.now();
    const show = anExhibition('Paubha Today', new Date(now + 2 * HOUR), new Date(now + 10 * 24 * HOUR));
    const [fan, leaver, late] = [randomUUID(), randomUUID(), randomUUID()];
    await handled(
      envelopeOf(ExhibitionFollowed, { ...show, userId: fan }),
      envelopeOf(ExhibitionFollowed, { ...show, userId: leaver }),
      envelopeOf(ExhibitionUnfollowed, { ...show, userId: leaver }),
    );

    // Before it opens: nothing.
    assert.equal(await suite.app.runExhibitionReminders(new Date(now)), 0);
    assert.deepEqual(await remindersOf(fan), []);

    // Opened: the follower is told once, however many runs (and instances) look.
    const opened = new Date(now + 3 * HOUR);
    assert.equal(await suite.app.runExhibitionReminders(opened), 1);
    const again = await Promise.all([
      suite.app.runExhibitionReminders(opened),
      suite.app.runExhibitionReminders(opened),
    ]);
    assert.deepEqual(again, [0, 0]);
    assert.deepEqual(await remindersOf(fan), ['exhibition-opening Paubha Today /exhibition-paubha-today']);
    const [row] = (await storedNotifications(suite.app, fan)).filter((each) => each.kind === 'exhibition-opening');
    assert.equal(row?.message, 'The exhibition Paubha Today you follow has opened');
    assert.equal(row?.sender_id, null);
    assert.deepEqual(await remindersOf(leaver), []);

    // Someone following later hears of the closing, not of an opening that is past.
    await handled(envelopeOf(ExhibitionFollowed, { ...show, userId: late }));
    const closing = new Date(Date.parse(show.endsAt) - 47 * HOUR);
    assert.equal(await suite.app.runExhibitionReminders(closing), 1);
    assert.equal(await suite.app.runExhibitionReminders(new Date(closing.getTime() + HOUR)), 0);
    assert.deepEqual((await remindersOf(fan)).sort(), [
      'exhibition-closing-soon Paubha Today /exhibition-paubha-today',
      'exhibition-opening Paubha Today /exhibition-paubha-today',
    ]);
    assert.deepEqual(await remindersOf(late), ['exhibition-closing-soon Paubha Today /exhibition-paubha-today']);
  });

  it('follows the operator’s new dates and title, and forgets a deleted exhibition', async () => {
    const now = Date.now();
    const show = anExhibition('Old Title', new Date(now + 50 * HOUR), new Date(now + 500 * HOUR));
    const moved = anExhibition('Deleted Show', new Date(now - HOUR), new Date(now + 24 * HOUR));
    const fan = randomUUID();
    await handled(
      envelopeOf(ExhibitionFollowed, { ...show, userId: fan }),
      envelopeOf(ExhibitionFollowed, { ...moved, userId: fan }),
    );
    const view = (facts: typeof show, title: string, startsAt: Date) =>
      ({
        _id: facts.exhibitionId,
        slug: facts.slug,
        title,
        startsAt: startsAt.toISOString(),
        endsAt: facts.endsAt,
      }) as ExhibitionView;
    await handled(
      envelopeOf(ExhibitionChanged, {
        id: show.exhibitionId,
        change: 'updated',
        before: null,
        after: { ...emptyView, ...view(show, 'New Title', new Date(now - HOUR)) },
      }),
      envelopeOf(ExhibitionChanged, { id: moved.exhibitionId, change: 'deleted', before: null, after: null }),
    );
    await suite.app.runExhibitionReminders(new Date(now));
    assert.deepEqual(await remindersOf(fan), ['exhibition-opening New Title /exhibition-old-title']);
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
