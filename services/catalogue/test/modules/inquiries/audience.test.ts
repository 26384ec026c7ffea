import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { outboxEvents } from '../../support/artwork-uploads.js';
import { insertArtwork } from '../../support/artworks.js';
import {
  type CatalogueTestContext,
  type SeededUser,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const RECEIVED = 'Message Received Successfully! We will get back to you as soon as possible';
const ART_GONE = { status: 'not-found', message: 'Sorry, the art is unavailable!', code: 'artwork-unavailable' };
const EXHIBITION_GONE = {
  status: 'not-found',
  message: 'Sorry, the exhibition is unavailable!',
  code: 'exhibition-unavailable',
};
const BLOCKED = { status: 'blocked', message: 'You cannot interact with this user', code: 'blocked' };

/**
 * A purchase inquiry writes to a studio, so it follows the audience (docs/decisions/0034): a
 * suspended studio is not there for anybody (404 with the page's words, guests included), a block
 * either way refuses a signed-in member (403 `blocked`), and a refused inquiry stores nothing and
 * publishes no `catalogue.inquiry.received`, so no mail goes out.
 */
describe('purchase inquiries and the audience', () => {
  let t: CatalogueTestContext;
  let studio: SeededUser;
  let suspended: SeededUser;
  let blockedMember: SeededUser;
  let blockingMember: SeededUser;
  let third: SeededUser;
  let work: { slug: string; name: string };
  let suspendedWork: { slug: string; name: string };
  let hiddenWork: { slug: string; name: string };

  const inquiry = {
    name: 'Bikash Gurung',
    email: 'bikash@example.com',
    phone: '9841000000',
    message: 'Is it still available?',
  };

  before(async () => {
    t = await startCatalogueTestApp('inquiries_audience');
    studio = await seedUser(t.db, { name: 'Kiran Shakya', slug: 'kiran-shakya' });
    suspended = await seedUser(t.db, { name: 'Maya Tamang', slug: 'maya-tamang' });
    blockedMember = await seedUser(t.db, { name: 'Rupa Karki', role: 21 });
    blockingMember = await seedUser(t.db, { name: 'Sagar Rai', role: 21 });
    third = await seedUser(t.db, { name: 'Tara Gurung', role: 21 });
    work = await insertArtwork(t.db, { authorId: studio.id, name: 'Bhaktapur Dawn' });
    hiddenWork = await insertArtwork(t.db, { authorId: studio.id, name: 'Patan Dusk' });
    suspendedWork = await insertArtwork(t.db, { authorId: suspended.id, name: 'Rara Lake' });
    await t.db
      .updateTable('artworks')
      .set({ hidden_at: new Date(), hidden_reason: 'spam' })
      .where('slug', '=', hiddenWork.slug)
      .execute();
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    await t.db
      .insertInto('exhibitions')
      .values([
        {
          slug: 'kiran-in-bhaktapur',
          title: 'Kiran in Bhaktapur',
          artist_name: 'Kiran Shakya',
          artist_id: studio.id,
          starts_at: at(-2),
          ends_at: at(20),
        },
        {
          slug: 'maya-at-rara',
          title: 'Maya at Rara',
          artist_name: 'Maya Tamang',
          artist_id: suspended.id,
          starts_at: at(-2),
          ends_at: at(20),
        },
      ])
      .execute();
    // The studio blocked one member; another member blocked the studio: the block counts both ways.
    await t.db
      .insertInto('blocks')
      .values([
        { blocker_id: studio.id, blocked_id: blockedMember.id },
        { blocker_id: blockingMember.id, blocked_id: studio.id },
      ])
      .execute();
    await setSuspended(suspended, true);
  });
  after(async () => {
    await t?.close();
  });

  async function setSuspended(user: SeededUser, value: boolean) {
    await t.db.updateTable('users').set({ suspended: value }).where('id', '=', user.id).execute();
  }

  const send = async (url: string, fields: Record<string, string>, viewer: SeededUser | null = null) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...inquiry, ...fields },
      headers: viewer ? viewerHeaders(viewer.id, viewer.role) : {},
    });
    return { code: response.statusCode, body: response.json() };
  };

  /** What a refused inquiry must leave as it was: no row, no event (so no mail). */
  const stored = async () => ({
    inquiries: (await t.db.selectFrom('inquiries').select('id').execute()).length,
    events: (await outboxEvents(t, 'catalogue.inquiry.received')).length,
  });
  const lastEvent = async () => (await outboxEvents(t, 'catalogue.inquiry.received')).at(-1);

  /** Every way a form can lead to the suspended studio (its work by slug or name, its name, its exhibition). */
  const suspendedCases = (): [string, Record<string, string>, object][] => [
    ['/api/sendemail', { art: suspendedWork.slug, artist: 'maya-tamang' }, ART_GONE],
    ['/api/sendemail', { art: 'Rara Lake', artist: 'Maya Tamang' }, ART_GONE],
    ['/api/sendemail', { art: suspendedWork.slug }, ART_GONE],
    ['/api/sendemail', { artist: 'maya-tamang' }, ART_GONE],
    ['/api/exhibition/message', { art: 'First', artist: 'Maya Tamang' }, EXHIBITION_GONE],
    ['/api/exhibition/message', { artist: 'maya-tamang' }, EXHIBITION_GONE],
  ];

  for (const [who, viewerOf] of [
    ['a guest', () => null],
    ['a signed-in member', () => third],
  ] as const) {
    it(`${who}'s inquiry to a suspended studio is not found, and nothing is sent`, async () => {
      const before = await stored();
      for (const [url, fields, answer] of suspendedCases()) {
        const refused = await send(url, fields, viewerOf());
        assert.equal(refused.code, 404, `${url} ${JSON.stringify(fields)}: ${JSON.stringify(refused.body)}`);
        assert.deepEqual(refused.body, answer, `${url} ${JSON.stringify(fields)}`);
      }
      assert.deepEqual(await stored(), before);
    });
  }

  it('the form is still checked first: a suspended studio does not hide a missing field', async () => {
    const refused = await send('/api/sendemail', { artist: 'maya-tamang', phone: '' });
    assert.equal(refused.code, 400);
    assert.equal(refused.body.message, 'Phone number is required');
  });

  it('an inquiry about a hidden artwork is not found, as its page is', async () => {
    const before = await stored();
    const refused = await send('/api/sendemail', { art: hiddenWork.slug, artist: 'kiran-shakya' });
    assert.equal(refused.code, 404);
    assert.deepEqual(refused.body, ART_GONE);
    assert.deepEqual(await stored(), before);
  });

  for (const [side, viewerOf] of [
    ['a member the studio blocked', () => blockedMember],
    ['a member who blocked the studio', () => blockingMember],
  ] as const) {
    it(`${side} is refused with 403 blocked on both forms, and nothing is sent`, async () => {
      const before = await stored();
      for (const [url, fields] of [
        ['/api/sendemail', { art: work.slug, artist: 'kiran-shakya' }],
        ['/api/sendemail', { art: work.slug }],
        ['/api/sendemail', { artist: 'Kiran Shakya' }],
        ['/api/exhibition/message', { artist: 'Kiran Shakya' }],
      ] as const) {
        const refused = await send(url, fields, viewerOf());
        assert.equal(refused.code, 403, `${url} ${JSON.stringify(fields)}: ${JSON.stringify(refused.body)}`);
        assert.deepEqual(refused.body, BLOCKED);
      }
      assert.deepEqual(await stored(), before);
    });
  }

  it('a guest and an unblocked member still reach the studio, with its address in the event', async () => {
    for (const viewer of [null, third]) {
      for (const [url, fields, kind] of [
        ['/api/sendemail', { art: work.slug, artist: 'kiran-shakya' }, 'artwork'],
        ['/api/exhibition/message', { art: 'First', artist: 'Kiran Shakya' }, 'exhibition'],
      ] as const) {
        const before = await stored();
        const answer = await send(url, fields, viewer);
        assert.equal(answer.code, 200, JSON.stringify(answer.body));
        assert.deepEqual(answer.body, { status: 'success', message: RECEIVED });
        assert.deepEqual(await stored(), { inquiries: before.inquiries + 1, events: before.events + 1 });
        const event = await lastEvent();
        assert.equal(event?.data.kind, kind);
        assert.equal(event?.data.studioEmail, studio.email);
      }
    }
  });

  it('a blocked member may still ask about another studio’s work', async () => {
    await setSuspended(suspended, false);
    try {
      const answer = await send('/api/sendemail', { art: suspendedWork.slug }, blockedMember);
      assert.equal(answer.code, 200, JSON.stringify(answer.body));
      assert.equal((await lastEvent())?.data.studioEmail, suspended.email);
    } finally {
      await setSuspended(suspended, true);
    }
  });

  it('lifting the suspension lets the inquiries through again: nothing was deleted', async () => {
    await setSuspended(suspended, false);
    try {
      for (const [url, fields] of suspendedCases()) {
        const answer = await send(url, fields);
        assert.equal(answer.code, 200, `${url} ${JSON.stringify(fields)}: ${JSON.stringify(answer.body)}`);
        assert.equal((await lastEvent())?.data.studioEmail, suspended.email);
      }
    } finally {
      await setSuspended(suspended, true);
    }
  });
});
