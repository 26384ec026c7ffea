import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createPublicAnswerCache, publicMaxAge } from '../../src/lib/public-answer-cache.js';
import { buildGateway, signToken, startUpstream, type Upstream, USER_ID } from '../helpers.js';

test('only public answers with a max-age may be kept, never longer than a minute', () => {
  assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=5' }), 5);
  assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=3600' }), 60);
  assert.equal(publicMaxAge({ 'cache-control': 'max-age=5' }), 0);
  assert.equal(publicMaxAge({ 'cache-control': 'public, no-store, max-age=5' }), 0);
  assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=5', 'set-cookie': ['a=1'] }), 0);
  assert.equal(publicMaxAge({}), 0);
});

test('entries expire, and the oldest go first past the bound', () => {
  const cache = createPublicAnswerCache({ maxEntries: 2 });
  const headers = { 'cache-control': 'public, max-age=5' };
  assert.equal(cache.offer('/a', 200, headers, {}, Buffer.from('a'), 0), true);
  assert.equal(cache.offer('/e', 500, headers, {}, Buffer.from('e'), 0), false);
  cache.offer('/b', 200, headers, {}, Buffer.from('b'), 0);
  cache.offer('/c', 200, headers, {}, Buffer.from('c'), 0);
  assert.equal(cache.size, 2);
  assert.equal(cache.get('/a', 1), undefined, 'the oldest made room');
  assert.equal(cache.get('/b', 4999)?.body.toString(), 'b');
  assert.equal(cache.get('/b', 5000), undefined, 'expired');
});

describe('guest reads answered from the micro-cache', () => {
  let catalogue: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  const page = JSON.stringify({
    status: 'success',
    message: Array.from({ length: 200 }, (_, i) => ({ i, name: `Thangka ${i}` })),
    total: 40,
  });

  before(async () => {
    catalogue = await startUpstream((request, reply) => {
      if (request.url.startsWith('/api/products/category/private')) return { status: 'success', message: [] };
      return reply.header('cache-control', 'public, max-age=5').type('application/json').send(page);
    });
    gateway = await buildGateway({ CATALOGUE_URL: catalogue.url });
  });
  after(async () => {
    await gateway?.close();
    await catalogue?.close();
  });

  test('a public answer reaches the service once for guests, and every time for a signed-in viewer', async () => {
    const url = '/api/products/category/painting?orderby=new&skip=0&limit=15';
    const before = catalogue.received.length;
    const first = await gateway.inject({ method: 'GET', url });
    const second = await gateway.inject({ method: 'GET', url });
    const zipped = await gateway.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(first.body, page);
    assert.equal(second.body, page);
    assert.equal(second.headers['cache-control'], 'public, max-age=5');
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(zipped.rawPayload).toString(), page);
    assert.equal(catalogue.received.length - before, 1, 'one call for three guest reads');

    const token = signToken({ sub: USER_ID, role: 21 });
    await gateway.inject({ method: 'GET', url, headers: { authorization: `JWT ${token}` } });
    assert.equal(catalogue.received.length - before, 2, 'a viewer always reaches the service');
  });

  test('an answer without a public max-age is never kept', async () => {
    const url = '/api/products/category/private-collection';
    const before = catalogue.received.length;
    await gateway.inject({ method: 'GET', url });
    await gateway.inject({ method: 'GET', url });
    assert.equal(catalogue.received.length - before, 2);
  });
});

describe('guests and members alternating on one cached route', () => {
  let catalogue: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  const member = `JWT ${signToken({ sub: USER_ID, role: 21 })}`;
  const otherMember = `JWT ${signToken({ sub: '0d6f3c1e-7a51-4c1e-9a4b-5b2a1f0c9e77', role: 11 })}`;

  before(async () => {
    // A listing that differs for a member, which the service (wrongly) marks public for everyone:
    // the gateway must still keep members' answers apart.
    catalogue = await startUpstream((request, reply) => {
      const viewer = request.headers['x-user-id'] ?? 'guest';
      const control =
        request.url.includes('private-for-members') && viewer !== 'guest' ? 'private, max-age=30' : 'public, max-age=5';
      return reply
        .header('cache-control', control)
        .type('application/json')
        .send({ status: 'success', message: { viewer } });
    });
    gateway = await buildGateway({ CATALOGUE_URL: catalogue.url });
  });
  after(async () => {
    await gateway?.close();
    await catalogue?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => gateway.inject({ method: 'GET', url, headers });
  const viewerIn = (response: { json(): { message: { viewer: string } } }) => response.json().message.viewer;

  test('each gets its own answer and headers; only plain guests share one', async () => {
    const url = '/api/products/category/painting?orderby=new&skip=0&limit=15';
    const calls = () => catalogue.received.length;
    const start = calls();
    const expectations: [string, Record<string, string>, string, boolean][] = [
      // who, headers, the viewer the answer must be for, whether the service must be reached
      ['guest', {}, 'guest', true],
      ['member', { authorization: member, cookie: `token=${member.slice(4)}` }, USER_ID, true],
      ['guest again (from memory)', {}, 'guest', false],
      ['member again', { authorization: member }, USER_ID, true],
      ['another member', { authorization: otherMember }, '0d6f3c1e-7a51-4c1e-9a4b-5b2a1f0c9e77', true],
      ['guest with a cookie', { cookie: 'language=ne' }, 'guest', true],
      ['guest a third time (from memory)', {}, 'guest', false],
    ];
    for (const [who, headers, viewer, reachesService] of expectations) {
      const before = calls();
      const response = await get(url, headers);
      assert.equal(response.statusCode, 200, who);
      assert.equal(viewerIn(response), viewer, who);
      assert.equal(calls() - before, reachesService ? 1 : 0, `${who}: service reached`);
      if (headers.authorization) {
        assert.equal(response.headers['cache-control'], 'private, no-store', who);
      } else {
        assert.equal(response.headers['cache-control'], 'public, max-age=5', who);
        assert.match(String(response.headers.vary), /authorization/i, who);
      }
    }
    assert.equal(calls() - start, 5);
  });

  test("a member's or a cookie holder's answer is never kept for the next guest", async () => {
    const firstCallers: Record<string, string>[] = [{ authorization: member }, { cookie: 'token=abc; language=zh' }];
    for (const headers of firstCallers) {
      const url = `/api/products/category/first-caller-${Object.keys(headers)[0]}`;
      await get(url, headers);
      const before = catalogue.received.length;
      const guest = await get(url);
      assert.equal(catalogue.received.length - before, 1, 'the guest reached the service: nothing was kept');
      assert.equal(viewerIn(guest), 'guest');
    }
  });

  test('a service that already answers a member privately keeps its own Cache-Control', async () => {
    const response = await get('/api/products/category/private-for-members', { authorization: member });
    assert.equal(viewerIn(response), USER_ID);
    assert.equal(response.headers['cache-control'], 'private, max-age=30');
  });
});
