import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Generated, type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import { createDb, ensureDatabase } from '../../src/data/db.js';
import { containsNulCharacter } from '../../src/http/nul-characters.js';
import { createServer } from '../../src/http/server.js';

const PG_ADMIN = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = PG_ADMIN.replace(/\/postgres$/, '/art_kit_k2_test');
const REFUSED = { status: 'validate-error', message: 'Text may not contain a NUL character', code: 'text-nul' };

interface Tables {
  k2_nul_artworks: { id: Generated<number>; title: string; details: string | null };
}

/** A service route that writes what it is given to PostgreSQL, as every service does. */
async function artworkService(db: Kysely<Tables>) {
  const app = createServer({ name: 'nul-test', logLevel: 'silent' });
  app.post(
    '/api/artworks',
    {
      schema: {
        body: Type.Object({
          title: Type.String(),
          details: Type.Optional(Type.Object({}, { additionalProperties: true })),
        }),
      },
    },
    async (request, reply) => {
      const { title, details } = request.body as { title: string; details?: unknown };
      await db
        .insertInto('k2_nul_artworks')
        .values({ title, details: details === undefined ? null : JSON.stringify(details) })
        .execute();
      return reply.code(201).send({ status: 'success', message: 'Artwork added' });
    },
  );
  app.get('/api/artworks/:title', async (request) => {
    const { title } = request.params as { title: string };
    return {
      status: 'success',
      message: await db.selectFrom('k2_nul_artworks').selectAll().where('title', '=', title).execute(),
    };
  });
  app.get('/api/artworks', async (request) => {
    const { search = '' } = request.query as { search?: string };
    return {
      status: 'success',
      message: await db.selectFrom('k2_nul_artworks').selectAll().where('title', 'like', `%${search}%`).execute(),
    };
  });
  // Text a route reads itself (a multipart field, a raw body) is not seen by the preValidation check.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/artworks/import', async (request, reply) => {
    await db
      .insertInto('k2_nul_artworks')
      .values({ title: (request.body as Buffer).toString('utf8'), details: null })
      .execute();
    return reply.code(201).send({ status: 'success', message: 'Artwork added' });
  });
  return app;
}

describe('a NUL character in a request', () => {
  let db: Kysely<Tables>;
  let app: Awaited<ReturnType<typeof artworkService>>;
  const count = async () =>
    Number((await db.selectFrom('k2_nul_artworks').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  before(async () => {
    await ensureDatabase(DATABASE_URL);
    db = createDb<Tables>(DATABASE_URL, 2);
    await sql`drop table if exists k2_nul_artworks`.execute(db);
    await sql`create table k2_nul_artworks (id serial primary key, title text not null, details jsonb)`.execute(db);
    app = await artworkService(db);
  });
  after(async () => {
    await app.close();
    await sql`drop table if exists k2_nul_artworks`.execute(db);
    await db.destroy();
  });

  test('ordinary text is written', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      payload: { title: 'थाङ्का 山水', details: { medium: 'mineral pigment' } },
    });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(await count(), 1);
  });

  test('in the body is a 400 and writes nothing', async () => {
    const before = await count();
    for (const payload of [
      { title: 'Mandala\u0000' },
      { title: 'Mandala', details: { medium: 'ink\u0000' } },
      { title: 'Mandala', details: { 'me\u0000dium': 'ink' } },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/artworks', payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), REFUSED);
    }
    assert.equal(await count(), before);
  });

  test('in a path parameter or the query string is a 400', async () => {
    for (const url of ['/api/artworks/Mandala%00', '/api/artworks?search=%00', '/api/artworks?search=a&search=b%00']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.deepEqual(response.json(), REFUSED);
    }
    assert.equal((await app.inject('/api/artworks?search=Mand')).statusCode, 200);
  });

  test('a lone surrogate in the body is a 400 and writes nothing; surrogate pairs (emoji) are written', async () => {
    const before = await count();
    // JSON can say "\uD800" (a half of a pair); UTF-8 and PostgreSQL's jsonb cannot hold it.
    for (const body of ['{"title":"Mandala \\uD800"}', '{"title":"ok","details":{"medium":"\\uDC00 ink"}}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/artworks',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), {
        status: 'validate-error',
        message: 'Text may not contain a lone surrogate (it is not valid Unicode)',
        code: 'invalid-input',
      });
    }
    assert.equal(await count(), before);
    const emoji = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      payload: { title: 'Namaste 🙏🏽 🇳🇵', details: { medium: '👩‍👩‍👧' } },
    });
    assert.equal(emoji.statusCode, 201, emoji.body);
  });

  test('that reaches PostgreSQL anyway is still a 400, not a 500', async () => {
    const before = await count();
    const response = await app.inject({
      method: 'POST',
      url: '/api/artworks/import',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('Mandala\u0000'),
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), REFUSED);
    assert.equal(await count(), before);
  });
});

test('uploaded bytes are not text: buffers are not looked into', () => {
  assert.equal(containsNulCharacter({ file: Buffer.from([0, 1, 2]), name: 'a.png' }), false);
  assert.equal(containsNulCharacter(['a', ['b', { c: 'd\u0000' }]]), true);
});

describe('a number past double precision', () => {
  let db: Kysely<Tables>;
  let app: ReturnType<typeof createServer>;
  const TOO_LARGE = { status: 'validate-error', message: 'A number is too large', code: 'invalid-input' };

  before(async () => {
    await ensureDatabase(DATABASE_URL);
    db = createDb<Tables>(DATABASE_URL, 2);
    app = createServer({ name: 'finite-test', logLevel: 'silent' });
    // Paging by a number the schema coerces from the query, as the listings do.
    app.get(
      '/api/artworks/page',
      { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) }) } },
      async (request) => {
        const { page } = request.query as { page: number };
        const { rows } = await sql<{ n: string }>`select ${(page - 1) * 10}::bigint as n`.execute(db);
        return { status: 'success', message: rows[0]!.n };
      },
    );
    app.post(
      '/api/artworks/price',
      { schema: { body: Type.Object({ title: Type.String(), price: Type.Number({ minimum: 0 }) }) } },
      async (request) => {
        const { title, price } = request.body as { title: string; price: number };
        const { rows } = await sql<{ n: string }>`select ${price}::numeric as n`.execute(db);
        return { status: 'success', message: `${title}: ${rows[0]!.n}` };
      },
    );
  });
  after(async () => {
    await app.close();
    await db.destroy();
  });

  test('in the query (coerced to Infinity) or in a JSON body is a 400, not a 500 from PostgreSQL', async () => {
    for (const url of ['/api/artworks/page?page=1e400', '/api/artworks/page?page=Infinity']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.deepEqual(response.json(), TOO_LARGE);
    }
    const priced = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/artworks/price',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    // A JSON number that overflows is already no number to the schema; the same text in a string
    // is coerced to Infinity by it, and refused after.
    const asNumber = await priced('{"title":"Tara","price":1e400}');
    assert.deepEqual([asNumber.statusCode, asNumber.json().status], [400, 'validate-error'], asNumber.body);
    const asText = await priced('{"title":"Tara","price":"1e400"}');
    assert.equal(asText.statusCode, 400, asText.body);
    assert.deepEqual(asText.json(), TOO_LARGE);
  });

  test('ordinary numbers, and text that reads "Infinity", pass', async () => {
    assert.equal(String((await app.inject('/api/artworks/page?page=3')).json().message), '20');
    const response = await app.inject({
      method: 'POST',
      url: '/api/artworks/price',
      payload: { title: 'Infinity', price: 1e300 },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().message, /^Infinity: 1000000/);
  });
});
