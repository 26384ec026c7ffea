import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentHidden, UserUpdated } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { IDENTITY_DURABLE, MODERATION_DURABLE } from '../../../src/consumers.js';
import { artworkSearchText } from '../../../src/modules/search/rules.js';
import { insertArtwork, PAINTING } from '../../support/artworks.js';
import {
  type CatalogueTestContext,
  type SeededUser,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../support/test-app.js';

/**
 * Moderation's decisions in catalogue, through the bus: a suspended member's works and studio leave
 * every listing, detail and search for everybody (guests too), cached pages included, and come back
 * when the suspension is lifted; an artwork or a comment an operator hid is there for its author only.
 */
describe('moderation’s decisions in catalogue', () => {
  let t: CatalogueTestContext;
  let studio: SeededUser;
  let other: SeededUser;
  let member: SeededUser;
  let work: { id: string; slug: string };
  let othersWork: { id: string; slug: string };
  let version = 10;

  const get = (url: string, viewer: string | null) =>
    t.app.inject({ method: 'GET', url, headers: viewer ? viewerHeaders(viewer, 11) : {} });

  async function searchable(artwork: { id: string; name: string }, authorName: string) {
    await t.db
      .updateTable('artworks')
      .set({ search_text: artworkSearchText({ name: artwork.name, authorName, categoryNames: [PAINTING.name] }) })
      .where('id', '=', artwork.id)
      .execute();
  }

  async function setSuspended(user: SeededUser, suspended: boolean) {
    version += 1;
    const event = envelopeOf(UserUpdated, {
      userId: user.id,
      name: user.name,
      slug: user.slug,
      email: user.email,
      role: 11,
      picture: '',
      cover: '',
      verifiedArtist: false,
      emailVerified: true,
      isPrivate: false,
      categories: [{ _id: PAINTING._id, name: PAINTING.name }],
      suspended,
      version,
    });
    await publish(t.app.bus, event);
    await processed(t.db, IDENTITY_DURABLE, event.id);
    // The listings cache is dropped a moment after the handler's commit.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  async function hide(targetType: 'artwork' | 'artwork-comment', targetId: string, ownerId: string) {
    const event = envelopeOf(ContentHidden, { caseId: null, targetType, targetId, ownerId, reason: 'Stolen work' });
    await publish(t.app.bus, event);
    await processed(t.db, MODERATION_DURABLE, event.id);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  const listings = (surname: string) => [
    '/api/products/category/all',
    '/api/products/category/painting',
    '/api/store/all',
    '/api/products/getfeatured',
    '/api/products/popular/all',
    '/api/artists/sortable',
    '/api/artists/top/all',
    `/api/search/${surname}`,
  ];

  before(async () => {
    t = await startCatalogueTestApp('moderation');
    studio = await seedUser(t.db, { name: 'Suman Vrindakhar', slug: 'suman-vrindakhar' });
    other = await seedUser(t.db, { name: 'Hira Kolmadhi', slug: 'hira-kolmadhi' });
    member = await seedUser(t.db, { name: 'Member', slug: 'member-one', role: 21 });
    for (const user of [studio, other]) {
      await t.db
        .updateTable('users')
        .set({ categories: JSON.stringify([{ _id: PAINTING._id, name: PAINTING.name }]), followers_count: 3 })
        .where('id', '=', user.id)
        .execute();
    }
    const a = await insertArtwork(t.db, {
      authorId: studio.id,
      name: 'Vrindakhar Peak',
      inStore: true,
      featured: true,
    });
    const b = await insertArtwork(t.db, { authorId: other.id, name: 'Kolmadhi Lake', inStore: true, featured: true });
    await searchable(a, studio.name);
    await searchable(b, other.name);
    work = a;
    othersWork = b;
    // Guests fill the caches first: the decisions must reach cached pages too.
    for (const url of [...listings('Vrindakhar'), ...listings('Kolmadhi')]) await get(url, null);
  });
  after(async () => {
    await t?.close();
  });

  it('a suspended member’s works and studio leave every listing and detail, for guests too, and come back', async () => {
    const totalBefore = (await get('/api/products/category/all', null)).json().total;
    await setSuspended(studio, true);
    const leaks: string[] = [];
    for (const viewer of [null, member.id]) {
      for (const url of listings('Vrindakhar')) {
        const response = await get(url, viewer);
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
        if ([work.id, studio.id].some((mark) => response.body.includes(mark)))
          leaks.push(`${viewer ?? 'guest'} ${url}`);
      }
      assert.equal((await get(`/api/product/${work.slug}`, viewer)).statusCode, 404);
      assert.equal((await get(`/api/artist/${studio.slug}`, viewer)).statusCode, 404);
    }
    assert.deepEqual(leaks, []);
    assert.equal((await get('/api/products/category/all', null)).json().total, totalBefore - 1);
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/product/${work.id}`,
      headers: viewerHeaders(member.id, 21),
    });
    assert.equal(like.statusCode, 404, like.body);

    await setSuspended(studio, false);
    for (const url of ['/api/products/category/all', '/api/artists/sortable', '/api/search/Vrindakhar']) {
      assert.ok((await get(url, null)).body.includes(work.id) || (await get(url, null)).body.includes(studio.id), url);
    }
    assert.equal((await get(`/api/product/${work.slug}`, null)).statusCode, 200);
  });

  it('an artwork an operator hid is gone for everybody but its author, and out of the studio’s count', async () => {
    await hide('artwork', othersWork.id, other.id);
    const leaks: string[] = [];
    for (const viewer of [null, member.id]) {
      for (const url of [...listings('Kolmadhi'), `/api/user/artworks/${other.id}`]) {
        const response = await get(url, viewer);
        if (response.body.includes(othersWork.id)) leaks.push(`${viewer ?? 'guest'} ${url}`);
      }
      assert.equal((await get(`/api/product/${othersWork.slug}`, viewer)).statusCode, 404);
    }
    assert.deepEqual(leaks, []);
    assert.equal((await get(`/api/product/${othersWork.slug}`, other.id)).statusCode, 200);
    assert.ok((await get(`/api/user/artworks/${other.id}`, other.id)).body.includes(othersWork.id));
    const row = await t.db.selectFrom('users').select('works_count').where('id', '=', other.id).executeTakeFirst();
    assert.equal(row?.works_count, 0);
    const reason = await t.db
      .selectFrom('artworks')
      .select('hidden_reason')
      .where('id', '=', othersWork.id)
      .executeTakeFirst();
    assert.equal(reason?.hidden_reason, 'Stolen work');
  });

  it('a comment an operator hid leaves the artwork’s comments and count, but not for its author', async () => {
    const comment = async (text: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/artwork/comment/new',
        headers: viewerHeaders(member.id, 21),
        payload: { comment: text, product: work.id },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().message._id as string;
    };
    const kept = await comment('Beautiful light');
    const hidden = await comment('Visit my spam shop');
    await hide('artwork-comment', hidden, member.id);
    const url = `/api/v2/artwork/comments/${work.id}/10`;
    const ids = (viewer: string | null) =>
      get(url, viewer).then((response) => (response.json().message as { _id: string }[]).map((c) => c._id));
    assert.deepEqual(await ids(null), [kept]);
    assert.deepEqual(await ids(studio.id), [kept]);
    assert.deepEqual((await ids(member.id)).sort(), [hidden, kept].sort());
    const count = await t.db
      .selectFrom('artworks')
      .select('comments_count')
      .where('id', '=', work.id)
      .executeTakeFirst();
    assert.equal(count?.comments_count, 1);
  });
});
