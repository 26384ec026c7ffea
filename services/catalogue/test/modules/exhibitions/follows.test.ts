import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { outboxEvents } from '../../support/artwork-uploads.js';
import { type CatalogueTestContext, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('following an exhibition', () => {
  let t: CatalogueTestContext;
  let exhibitionId: string;
  const member = randomUUID();
  const other = randomUUID();

  before(async () => {
    t = await startCatalogueTestApp('exhibition_follows');
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    ({ id: exhibitionId } = await t.db
      .insertInto('exhibitions')
      .values({
        slug: 'paubha-today',
        title: 'Paubha Today',
        starts_at: at(3),
        ends_at: at(30),
        artist_name: 'Various',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  after(async () => {
    await t?.close();
  });

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, userId?: string) => {
    const response = await t.app.inject({ method, url, headers: userId ? viewerHeaders(userId, 21) : {} });
    return { code: response.statusCode, body: response.json() };
  };

  it('a member follows once, the exhibition answer says so, and one event is written per change', async () => {
    const first = await call('POST', `/api/exhibitions/${exhibitionId}/follow`, member);
    assert.equal(first.code, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, { status: 'success', following: true, followersCount: 1 });
    // Again, by slug: nothing changes.
    assert.deepEqual((await call('POST', '/api/exhibitions/paubha-today/follow', member)).body, first.body);
    await call('POST', `/api/exhibitions/${exhibitionId}/follow`, other);

    const mine = (await call('GET', `/api/exhibitions/${exhibitionId}`, member)).body.message;
    assert.equal(mine.following, true);
    assert.equal(mine.followersCount, 2);
    const guest = (await call('GET', '/api/exhibitions/paubha-today')).body.message;
    assert.equal(guest.following, false);
    assert.equal(guest.followersCount, 2);

    const followed = await outboxEvents(t, 'catalogue.exhibition.followed');
    assert.equal(followed.length, 2);
    assert.equal(followed[0]?.data.exhibitionId, exhibitionId);
    assert.equal(followed[0]?.data.userId, member);
    assert.equal(followed[0]?.data.title, 'Paubha Today');
    assert.ok(Date.parse(followed[0]?.data.startsAt) > Date.now());
  });

  it('unfollowing is idempotent too', async () => {
    const gone = await call('DELETE', `/api/exhibitions/${exhibitionId}/follow`, member);
    assert.deepEqual(gone.body, { status: 'success', following: false, followersCount: 1 });
    assert.deepEqual((await call('DELETE', `/api/exhibitions/${exhibitionId}/follow`, member)).body, gone.body);
    assert.equal((await outboxEvents(t, 'catalogue.exhibition.unfollowed')).length, 1);
  });

  it('a guest is refused, an unknown exhibition is not found', async () => {
    assert.equal((await call('POST', `/api/exhibitions/${exhibitionId}/follow`)).code, 401);
    const missing = await call('POST', `/api/exhibitions/${randomUUID()}/follow`, member);
    assert.equal(missing.code, 404);
    assert.equal(missing.body.message, 'Sorry, the exhibition is unavailable!');
  });
});
