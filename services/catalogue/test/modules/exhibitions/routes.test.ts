import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventEnvelope } from '@art/contracts';
import { insertArtwork } from '../../support/search-fixtures.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const RECEIVED = 'Message Received Successfully! We will get back to you as soon as possible';

describe('exhibitions and purchase inquiries', () => {
  let t: CatalogueTestContext;
  let currentId: string;
  let studioEmail: string;

  before(async () => {
    t = await startCatalogueTestApp('exhibitions');
    const studio = await seedUser(t.db, { name: 'Sunita Maharjan', slug: 'sunita-maharjan' });
    studioEmail = studio.email;
    await insertArtwork(t.db, { name: 'Indra Jatra', authorId: studio.id, authorName: studio.name });
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const rows = [
      {
        slug: 'woodcuts-of-kirtipur',
        title: 'Woodcuts of Kirtipur',
        starts_at: at(-5),
        ends_at: at(5),
        artist_id: studio.id,
      },
      { slug: 'old-stupas', title: 'Old Stupas', starts_at: at(-60), ends_at: at(-30) },
      { slug: 'river-ghats', title: 'River Ghats', starts_at: at(-20), ends_at: at(-10), explicit: true },
      { slug: 'monsoon', title: 'Monsoon', starts_at: at(30), ends_at: at(60) },
      { slug: 'winter-light', title: 'Winter Light', starts_at: at(10), ends_at: at(20) },
    ];
    for (const row of rows) {
      const { id } = await t.db
        .insertInto('exhibitions')
        .values({
          ...row,
          artist_name: row.artist_id ? 'Sunita Maharjan' : 'Various artists',
          items: JSON.stringify([
            {
              title: 'Second',
              details: '',
              thumb: '/t2.webp',
              imageMain: '/m2.webp',
              order: 2,
              margins: { left: 0, right: 0 },
            },
            {
              title: 'First',
              details: '',
              thumb: '/t1.webp',
              imageMain: '/m1.webp',
              order: 1,
              margins: { left: 5, right: 5 },
            },
          ]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (row.slug === 'woodcuts-of-kirtipur') currentId = id;
    }
  });
  after(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { code: response.statusCode, body: response.json() };
  };
  const titles = (body: { message: { title: string }[] }) => body.message.map((exhibition) => exhibition.title);

  it('lists all exhibitions newest first, and each period on its own', async () => {
    assert.deepEqual(titles((await get('/api/exhibitions')).body), [
      'Monsoon',
      'Winter Light',
      'Woodcuts of Kirtipur',
      'River Ghats',
      'Old Stupas',
    ]);
    assert.deepEqual(titles((await get('/api/current/exhibitions')).body), ['Woodcuts of Kirtipur']);
    assert.deepEqual(titles((await get('/api/previous/exhibitions')).body), ['River Ghats', 'Old Stupas']);
    assert.deepEqual(titles((await get('/api/upcomming/exhibitions')).body), ['Winter Light', 'Monsoon']);
  });

  it('answers one exhibition by id or slug, its items in order, and 404 otherwise', async () => {
    const byId = await get(`/api/exhibitions/${currentId}`);
    assert.equal(byId.code, 200);
    assert.equal(byId.body.status, 'success');
    assert.equal(byId.body.message.slug, 'woodcuts-of-kirtipur');
    assert.deepEqual(byId.body.message.artist, { name: 'Sunita Maharjan', slug: 'sunita-maharjan' });
    assert.deepEqual(
      byId.body.message.items.map((item: { title: string }) => item.title),
      ['First', 'Second'],
    );
    const bySlug = await get('/api/exhibitions/river-ghats');
    assert.equal(bySlug.body.message.explicit, true);
    const missing = await get('/api/exhibitions/no-such-exhibition');
    assert.equal(missing.code, 404);
    assert.equal(missing.body.status, 'not-found');
  });

  const inquiry = {
    name: 'Bikash Gurung',
    email: 'bikash@example.com',
    phone: '9841000000',
    message: 'Is it still available?',
  };
  const post = async (url: string, payload: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    return { code: response.statusCode, body: response.json() };
  };
  const counts = async () => ({
    inquiries: (await t.db.selectFrom('inquiries').select('id').execute()).length,
    outbox: (await t.db.selectFrom('outbox').select('id').execute()).length,
  });
  const lastEvent = async () => {
    const row = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('subject', '=', 'catalogue.inquiry.received')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventEnvelope<{
      kind: string;
      studioEmail: string | null;
      name: string;
    }>;
  };

  it('checks the form in its order and changes nothing on a problem', async () => {
    const before = await counts();
    const cases: [Record<string, string>, string][] = [
      [{}, 'Full name is required'],
      [{ ...inquiry, name: '  ' }, 'Full name is required'],
      [{ ...inquiry, email: '', phone: '' }, 'Email is required'],
      [{ ...inquiry, email: 'bikash.example.com' }, 'Please enter a valid email address'],
      [{ ...inquiry, phone: '', message: '' }, 'Phone number is required'],
      [{ ...inquiry, message: '' }, 'Message is required'],
    ];
    for (const [payload, message] of cases) {
      const answer = await post('/api/exhibition/message', payload);
      assert.equal(answer.code, 400, JSON.stringify(payload));
      assert.equal(answer.body.message, message);
    }
    assert.deepEqual(await counts(), before);
  });

  it("stores an exhibition inquiry with an event naming the studio's address", async () => {
    const answer = await post('/api/exhibition/message', { ...inquiry, art: 'First', artist: 'Sunita Maharjan' });
    assert.equal(answer.code, 200);
    assert.deepEqual(answer.body, { status: 'success', message: RECEIVED });
    const stored = await t.db
      .selectFrom('inquiries')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(stored.kind, 'exhibition');
    assert.equal(stored.exhibition_id, currentId);
    const event = await lastEvent();
    assert.equal(event.data.kind, 'exhibition');
    assert.equal(event.data.studioEmail, studioEmail);
    assert.equal(event.data.name, 'Bikash Gurung');
  });

  it('stores an artwork inquiry; without a known studio the event has no studio address', async () => {
    const known = await post('/api/sendemail', { ...inquiry, art: 'Indra Jatra', artist: 'sunita-maharjan' });
    assert.deepEqual(known.body, { status: 'success', message: RECEIVED });
    const stored = await t.db
      .selectFrom('inquiries')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(stored.kind, 'artwork');
    assert.ok(stored.artwork_id);
    assert.equal((await lastEvent()).data.studioEmail, studioEmail);

    const unknown = await post('/api/sendemail', { ...inquiry, art: 'Something', artist: 'Nobody Known' });
    assert.equal(unknown.code, 200);
    assert.equal((await lastEvent()).data.studioEmail, null);
  });

  it("the mail's picture is the one catalogue keeps for the work, never the form's artImage", async () => {
    const evil = 'https://evil.example/x.png';
    const file = (variant: string) => ({
      url: `/media/art-images/artworks/indra-jatra-${variant}.webp`,
      fileName: `artworks/indra-jatra-${variant}.webp`,
    });
    const image = {
      _id: 'i1',
      slug: 'indra-jatra',
      placeholder: '',
      width: 600,
      height: 400,
      files: Object.fromEntries(['thumbnail', 'gallery', 'productImage', 'large'].map((v) => [v, file(v)])),
    };
    await t.db
      .updateTable('artworks')
      .set({ image: JSON.stringify(image) })
      .where('name', '=', 'Indra Jatra')
      .execute();
    const pictureSent = async (url: string, fields: Record<string, string>) => {
      assert.equal((await post(url, { ...inquiry, ...fields, artImage: evil })).code, 200);
      const stored = await t.db
        .selectFrom('inquiries')
        .select('art_image')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const { artImage } = (await lastEvent()).data as unknown as { artImage: string };
      assert.equal(stored.art_image, artImage, 'stored as mailed');
      return artImage;
    };
    assert.equal(
      await pictureSent('/api/sendemail', { art: 'Indra Jatra', artist: 'sunita-maharjan' }),
      '/media/art-images/artworks/indra-jatra-gallery.webp',
    );
    assert.equal(await pictureSent('/api/exhibition/message', { art: 'First', artist: 'Sunita Maharjan' }), '/t1.webp');
    // A work catalogue does not know has no picture at all.
    assert.equal(await pictureSent('/api/sendemail', { art: 'Something', artist: 'Nobody Known' }), '');
  });
});
