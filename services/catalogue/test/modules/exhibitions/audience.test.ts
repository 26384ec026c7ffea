import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { outboxEvents } from '../../support/artwork-uploads.js';
import {
  type CatalogueTestContext,
  type SeededUser,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const GONE = { status: 'not-found', message: 'Sorry, the exhibition is unavailable!', code: 'exhibition-unavailable' };
const LISTS = [
  '/api/exhibitions',
  '/api/current/exhibitions',
  '/api/previous/exhibitions',
  '/api/upcomming/exhibitions',
];

/**
 * An exhibition linked to a studio is that studio's content for the audience (docs/decisions/0058):
 * a suspended studio's exhibitions leave every list and answer 404 for everybody but the studio
 * (guests too, so the gateway's sitemap and share preview drop them), a block hides them from the
 * other party as the artwork page does, and one without a linked studio stays for everybody.
 */
describe('exhibitions and the audience', () => {
  let t: CatalogueTestContext;
  let studio: SeededUser;
  let suspended: SeededUser;
  let blockedMember: SeededUser;
  let third: SeededUser;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await startCatalogueTestApp('exhibitions_audience');
    studio = await seedUser(t.db, { name: 'Kiran Shakya', slug: 'kiran-shakya' });
    suspended = await seedUser(t.db, { name: 'Maya Tamang', slug: 'maya-tamang' });
    blockedMember = await seedUser(t.db, { name: 'Rupa Karki', role: 21 });
    third = await seedUser(t.db, { name: 'Tara Gurung', role: 21 });
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const rows = [
      { slug: 'kiran-now', title: 'Kiran Now', artist_id: studio.id, starts_at: at(-2), ends_at: at(20) },
      { slug: 'maya-now', title: 'Maya Now', artist_id: suspended.id, starts_at: at(-3), ends_at: at(20) },
      { slug: 'maya-before', title: 'Maya Before', artist_id: suspended.id, starts_at: at(-40), ends_at: at(-30) },
      { slug: 'maya-next', title: 'Maya Next', artist_id: suspended.id, starts_at: at(10), ends_at: at(30) },
      { slug: 'many-hands', title: 'Many Hands', artist_id: null, starts_at: at(-1), ends_at: at(20) },
    ];
    for (const row of rows) {
      const { id } = await t.db
        .insertInto('exhibitions')
        .values({ ...row, artist_name: row.artist_id ? row.title.split(' ')[0] : 'Various artists' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[row.slug] = id;
    }
    await t.db.insertInto('blocks').values({ blocker_id: studio.id, blocked_id: blockedMember.id }).execute();
    await setSuspended(true);
  });
  after(async () => {
    await t?.close();
  });

  async function setSuspended(value: boolean) {
    await t.db.updateTable('users').set({ suspended: value }).where('id', '=', suspended.id).execute();
  }

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, viewer: SeededUser | null = null) => {
    const response = await t.app.inject({ method, url, headers: viewer ? viewerHeaders(viewer.id, viewer.role) : {} });
    return { code: response.statusCode, body: response.json() };
  };
  const slugsOf = async (url: string, viewer: SeededUser | null = null) => {
    const answer = await call('GET', url, viewer);
    assert.equal(answer.code, 200, `${url}: ${JSON.stringify(answer.body)}`);
    return (answer.body.message as { slug: string }[]).map((exhibition) => exhibition.slug);
  };

  it('a suspended studio’s exhibitions leave every list, for guests and members alike', async () => {
    for (const viewer of [null, third]) {
      assert.deepEqual(await slugsOf('/api/exhibitions', viewer), ['many-hands', 'kiran-now']);
      assert.deepEqual(await slugsOf('/api/current/exhibitions', viewer), ['many-hands', 'kiran-now']);
      assert.deepEqual(await slugsOf('/api/previous/exhibitions', viewer), []);
      assert.deepEqual(await slugsOf('/api/upcomming/exhibitions', viewer), []);
    }
  });

  it('a suspended studio’s exhibition answers 404 by id and by slug, and cannot be followed', async () => {
    for (const viewer of [null, third]) {
      for (const ref of [ids['maya-now'], 'maya-now', ids['maya-before'], 'maya-next']) {
        const answer = await call('GET', `/api/exhibitions/${ref}`, viewer);
        assert.equal(answer.code, 404, `${ref}: ${JSON.stringify(answer.body)}`);
        assert.deepEqual(answer.body, GONE);
      }
    }
    const followed = await call('POST', `/api/exhibitions/${ids['maya-now']}/follow`, third);
    assert.equal(followed.code, 404);
    assert.deepEqual(followed.body, GONE);
    assert.equal((await outboxEvents(t, 'catalogue.exhibition.followed')).length, 0);
  });

  it('the suspended studio still sees its own exhibition', async () => {
    const own = await call('GET', '/api/exhibitions/maya-now', suspended);
    assert.equal(own.code, 200);
    assert.equal(own.body.message.slug, 'maya-now');
  });

  it('an exhibition without a linked studio stays for everybody', async () => {
    for (const viewer of [null, third, blockedMember]) {
      assert.equal((await call('GET', '/api/exhibitions/many-hands', viewer)).code, 200);
    }
  });

  it('across a block the studio’s exhibition answers 404 and cannot be followed, as its artworks', async () => {
    const seen = await call('GET', `/api/exhibitions/${ids['kiran-now']}`, blockedMember);
    assert.equal(seen.code, 404);
    assert.deepEqual(seen.body, GONE);
    assert.deepEqual((await call('GET', '/api/exhibitions/kiran-now', blockedMember)).body, GONE);
    const followed = await call('POST', '/api/exhibitions/kiran-now/follow', blockedMember);
    assert.equal(followed.code, 404);
    assert.deepEqual(followed.body, GONE);
    // The blocker itself, guests and third members still see it.
    for (const viewer of [studio, null, third]) {
      assert.equal((await call('GET', '/api/exhibitions/kiran-now', viewer)).code, 200);
    }
  });

  it('a blocked member’s lists leave the studio’s exhibitions out; the blocker, guests and others still see them', async () => {
    assert.deepEqual(await slugsOf('/api/exhibitions', blockedMember), ['many-hands']);
    assert.deepEqual(await slugsOf('/api/current/exhibitions', blockedMember), ['many-hands']);
    for (const viewer of [studio, null, third]) {
      assert.deepEqual(await slugsOf('/api/exhibitions', viewer), ['many-hands', 'kiran-now']);
      assert.deepEqual(await slugsOf('/api/current/exhibitions', viewer), ['many-hands', 'kiran-now']);
    }
  });

  it('a follow made before the block can still be let go', async () => {
    await t.db.deleteFrom('blocks').execute();
    const followed = await call('POST', '/api/exhibitions/kiran-now/follow', blockedMember);
    assert.equal(followed.code, 200, JSON.stringify(followed.body));
    await t.db.insertInto('blocks').values({ blocker_id: studio.id, blocked_id: blockedMember.id }).execute();
    const gone = await call('DELETE', '/api/exhibitions/kiran-now/follow', blockedMember);
    assert.equal(gone.code, 200, JSON.stringify(gone.body));
    assert.deepEqual(gone.body, { status: 'success', following: false, followersCount: 0 });
  });

  it('lifting the suspension brings the exhibitions back: nothing was deleted', async () => {
    await setSuspended(false);
    try {
      assert.deepEqual(await slugsOf('/api/exhibitions'), [
        'maya-next',
        'many-hands',
        'kiran-now',
        'maya-now',
        'maya-before',
      ]);
      for (const url of LISTS)
        assert.ok(
          (await slugsOf(url)).some((slug) => slug.startsWith('maya-')),
          url,
        );
      assert.equal((await call('GET', '/api/exhibitions/maya-now')).code, 200);
    } finally {
      await setSuspended(true);
    }
  });
});
