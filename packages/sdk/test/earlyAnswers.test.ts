import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request } from '@art/sdk';
import { EARLY_ANSWER_TTL_MS, startEarlyAnswer, takeEarlyAnswer } from '@art/sdk/early-answers';
import { startServer } from './server.js';

describe('early answers', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let served = 0;
  let droppedAt = -1;
  before(async () => {
    server = await startServer(({ url }) => {
      served += 1;
      if (url === '/api/artworks/dropped' && served === droppedAt) return { drop: true };
      if (url.startsWith('/api/artworks/')) return { body: { status: 'success', served } };
      return { code: 404, body: { status: 'not-found', message: 'Nothing here' } };
    });
  });
  after(() => server.close());

  it('hands the request started early to the sdk, once, without asking the server again', async () => {
    const url = `${server.baseUrl}/artworks/early-one`;
    const before = served;
    startEarlyAnswer(url, 'tok');
    const first = await request<{ status: 'success'; served: number }>('/artworks/early-one', {
      baseUrl: server.baseUrl,
      token: 'tok',
    });
    assert.equal(served, before + 1, 'one request for both: the sdk used the answer in flight');
    assert.equal(server.requests.at(-1)?.headers.authorization, 'JWT tok', 'sent as the sdk sends it');
    const second = await request<{ status: 'success'; served: number }>('/artworks/early-one', {
      baseUrl: server.baseUrl,
      token: 'tok',
    });
    assert.equal(served, before + 2, 'a second read asks the server');
    assert.ok(second.served > first.served);
  });

  it("sends a guest's request with no header of its own, as the served page's preload sends it", async () => {
    const url = `${server.baseUrl}/artworks/guest-one`;
    startEarlyAnswer(url, null);
    const answer = takeEarlyAnswer(url, null);
    assert.ok(answer);
    assert.equal((await answer).status, 200);
    const sent = server.requests.at(-1)?.headers;
    assert.equal(sent?.authorization, undefined);
    // Node's fetch, like a browser's preload, says */* when the caller names no Accept.
    assert.equal(sent?.accept, '*/*');
  });

  it('is not used for another session, nor once it is stale', async () => {
    const url = `${server.baseUrl}/artworks/other`;
    startEarlyAnswer(url, 'tok-a');
    assert.equal(takeEarlyAnswer(url, 'tok-b'), undefined);
    startEarlyAnswer(url, null);
    assert.equal(takeEarlyAnswer(url, null, Date.now() + EARLY_ANSWER_TTL_MS + 1), undefined);
    startEarlyAnswer(url, null);
    const answer = takeEarlyAnswer(url, null);
    assert.ok(answer);
    assert.equal((await answer).status, 200);
  });

  it('falls back to its own request when the early one failed on the network', async () => {
    // The server drops the early request's connection, then answers the sdk's own.
    droppedAt = served + 1;
    startEarlyAnswer(`${server.baseUrl}/artworks/dropped`, null);
    const body = await request('/artworks/dropped', { baseUrl: server.baseUrl });
    assert.equal(body.status, 'success');
    assert.equal(served, droppedAt + 1, 'asked twice: the dropped early request, then its own');
  });
});
