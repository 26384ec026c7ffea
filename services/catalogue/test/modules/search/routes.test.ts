import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertArtwork } from '../../support/search-fixtures.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

interface Found {
  status: string;
  page: number;
  moreProducts: boolean;
  moreArtists: boolean;
  products: { _id: string; name: string; author: { name: string } }[];
  artists: { _id: string; name: string }[];
}

describe('search of artworks and artists', () => {
  let t: CatalogueTestContext;
  let ramId: string;
  let buyerId: string;

  before(async () => {
    t = await startCatalogueTestApp('search');
    const ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', slug: 'ramesh-chitrakar' });
    const ram = await seedUser(t.db, { name: 'राम बहादुर थापा', slug: 'ram-bahadur-thapa' });
    const li = await seedUser(t.db, { name: '李明', slug: 'li-ming' });
    const sunita = await seedUser(t.db, { name: 'Sunita Gurung', slug: 'sunita-gurung' });
    const pema = await seedUser(t.db, { name: 'Pema Lama', slug: 'pema-lama' });
    buyerId = (await seedUser(t.db, { name: 'Sita Shrestha', slug: 'sita-shrestha', role: 21 })).id;
    ramId = ram.id;
    const by = (user: { id: string; name: string }) => ({ authorId: user.id, authorName: user.name });
    await insertArtwork(t.db, { name: 'Golden Thangka', description: 'Mineral pigments on cotton.', ...by(ramesh) });
    await insertArtwork(t.db, { name: 'थाङ्का चित्र', description: 'बुद्धको जीवन', ...by(ram) });
    await insertArtwork(t.db, { name: '山水画', description: '清晨的山', ...by(li) });
    await insertArtwork(t.db, { name: '佛陀', description: '唐卡', ...by(li) });
    await insertArtwork(t.db, { name: 'Old Stupa', description: 'A buddha watches the valley.', ...by(ramesh) });
    await insertArtwork(t.db, { name: 'Buddha Stupa at Dawn', ...by(ramesh) });
    await insertArtwork(t.db, { name: 'Buddha', ...by(ramesh) });
    await insertArtwork(t.db, { name: 'Prayer Flags', description: 'Wind over the pass.', ...by(pema) });
    await insertArtwork(t.db, { name: 'Shan Shui Study', description: 'Ink after the old masters.', ...by(sunita) });
    for (let i = 1; i <= 14; i += 1) {
      await insertArtwork(t.db, { name: `Village ${i}`, tags: ['newari'], ...by(ramesh) });
    }
  });
  after(async () => {
    await t?.close();
  });

  async function search(term: string, headers: Record<string, string> = {}, query = ''): Promise<Found> {
    const url = `/api/search/${encodeURIComponent(term)}${query}`;
    const response = await t.app.inject({ method: 'GET', url, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  }
  const names = (found: Found) => found.products.map((product) => product.name);

  it('ranks the whole name first, then names starting with it, then other mentions', async () => {
    const found = await search('buddha');
    assert.equal(found.status, 'success');
    assert.deepEqual(names(found).slice(0, 2), ['Buddha', 'Buddha Stupa at Dawn']);
    // Then the mentions: in English, and in Nepali (बुद्धको, "of the Buddha", romanised buddhako).
    assert.deepEqual(names(found).slice(2).sort(), ['Old Stupa', 'थाङ्का चित्र']);
  });

  it('finds English words, and Devanagari names by their romanisation', async () => {
    assert.deepEqual(names(await search('thangka')).sort(), ['Golden Thangka', 'थाङ्का चित्र']);
    assert.deepEqual(names(await search('Thangka')).sort(), ['Golden Thangka', 'थाङ्का चित्र'], 'any case');
    assert.deepEqual(names(await search('golden thangka')), ['Golden Thangka'], 'every word must match');
  });

  it('tolerates typos', async () => {
    assert.ok(names(await search('thanka')).includes('Golden Thangka'));
    // Fourteen villages match alike; which ten come back is a tie, so ask for villages, not one.
    const villages = names(await search('vilage'));
    assert.equal(villages.length, 10);
    assert.ok(
      villages.every((name) => name.startsWith('Village ')),
      villages.join(', '),
    );
    const byAuthor = await search('Ramesh Chitrakr');
    assert.equal(byAuthor.products.length, 10, 'a misspelt author finds their works');
    assert.ok(byAuthor.products.every((product) => product.author.name === 'Ramesh Chitrakar'));
  });

  it('finds Nepali words in Devanagari, written in either script', async () => {
    assert.deepEqual(names(await search('थाङ्का')).sort(), ['Golden Thangka', 'थाङ्का चित्र']);
    assert.deepEqual(names(await search('बुद्धको')), ['थाङ्का चित्र']);
  });

  it('finds Chinese by one or two characters, in their order', async () => {
    // 'Shan Shui Study' is the same words in pinyin.
    assert.deepEqual(names(await search('山')).sort(), ['Shan Shui Study', '山水画']);
    assert.deepEqual(names(await search('山水')).sort(), ['Shan Shui Study', '山水画']);
    assert.deepEqual(names(await search('唐卡')), ['佛陀']);
    assert.deepEqual(names(await search('水山')), [], 'the characters must stand in that order');
  });

  it('finds artists by name, by romanised name and in Chinese', async () => {
    const ramesh = await search('ramesh');
    assert.deepEqual(
      ramesh.artists.map((artist) => artist.name),
      ['Ramesh Chitrakar'],
    );
    assert.ok(
      (await search('ram')).artists.some((artist) => artist._id === ramId),
      'राम by "ram" (its slug)',
    );
    assert.ok((await search('राम')).artists.some((artist) => artist._id === ramId));
    assert.deepEqual(
      (await search('李明')).artists.map((artist) => artist.name),
      ['李明'],
    );
    assert.deepEqual(
      (await search('rmesh chitrakar')).artists.map((artist) => artist.name),
      ['Ramesh Chitrakar'],
      'typo',
    );
  });

  it('finds Latin names from a query in Devanagari or Chinese (the query is spelt in Latin letters too)', async () => {
    const artistsOf = (found: Found) => found.artists.map((artist) => artist.name);
    assert.deepEqual(artistsOf(await search('रमेश')), ['Ramesh Chitrakar']);
    assert.deepEqual(artistsOf(await search('सुनिता')), ['Sunita Gurung']);
    assert.deepEqual(artistsOf(await search('पेमा')), ['Pema Lama']);
    assert.ok(names(await search('पेमा')).includes('Prayer Flags'), "Pema's work, by its author's name");
    // Ramesh has eighteen works: all of them on one page of thirty.
    assert.ok(names(await search('रमेश', {}, '?limit=30')).includes('Golden Thangka'));
    assert.ok(names(await search('山水')).includes('Shan Shui Study'), 'pinyin, in order');
    assert.ok(names(await search('山水')).includes('山水画'), 'and the characters themselves');
    assert.deepEqual(artistsOf(await search('रमेस चित्रकार')), ['Ramesh Chitrakar'], 'a typo across scripts');
  });

  it('answers ten of each at most on a page, and says whether more follow', async () => {
    const found = await search('village');
    assert.equal(found.products.length, 10);
    assert.equal(found.page, 1);
    assert.equal(found.moreProducts, true);
    assert.equal(found.moreArtists, false);
    assert.ok(found.products.every((product) => product.name.startsWith('Village')));
  });

  it('pages the results without repeating or skipping any', async () => {
    const first = await search('village', {}, '?page=1&limit=6');
    const second = await search('village', {}, '?page=2&limit=6');
    const third = await search('village', {}, '?page=3&limit=6');
    assert.deepEqual([first.products.length, second.products.length, third.products.length], [6, 6, 2]);
    assert.deepEqual([first.moreProducts, second.moreProducts, third.moreProducts], [true, true, false]);
    const all = [...first.products, ...second.products, ...third.products].map((product) => product._id);
    assert.equal(new Set(all).size, 14, 'fourteen villages, each once');
    const beyond = await search('village', {}, '?page=4&limit=6');
    assert.deepEqual(beyond.products, []);
    assert.equal(beyond.moreProducts, false);
  });

  it('refuses a page or size out of range, with the field named', async () => {
    for (const query of ['?page=0', '?page=16', '?limit=31', '?limit=0', '?page=two']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/village${query}` });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('answers empty lists when nothing matches', async () => {
    const found = await search('zzqxv');
    assert.deepEqual(found.products, []);
    assert.deepEqual(found.artists, []);
    const punctuation = await search('%_*');
    assert.deepEqual(punctuation.products, []);
  });

  it("hides a studio's works and profile from a viewer it blocked", async () => {
    await t.db.insertInto('blocks').values({ blocker_id: ramId, blocked_id: buyerId }).execute();
    const headers = viewerHeaders(buyerId, 21);
    assert.deepEqual(names(await search('thangka', headers)), ['Golden Thangka']);
    assert.ok(!(await search('ram', headers)).artists.some((artist) => artist._id === ramId));
  });
});
