import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OperatorExhibition } from '@art/contracts';
import { USER_SECOND_FACTOR_HEADER } from '@art/kit';
import { bucketKeys, multipart, outboxEvents, pngImage, textAsPng } from '../../support/artwork-uploads.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An operator signed in with the second factor, as the gateway forwards them. */
const OPERATOR_ID = '00000000-0000-4000-8000-000000000001';
const OPERATOR: Record<string, string> = { ...viewerHeaders(OPERATOR_ID, 1), [USER_SECOND_FACTOR_HEADER]: '1' };

/** The first bytes of each audio kind, padded: enough for the sniffing, which reads no further. */
const mp3 = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 0)]);
const mp3NoTag = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2000, 0)]);
const ogg = Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(2000, 1)]);
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  for (const [index, brand] of compatible.entries()) box.write(brand, 16 + index * 4, 'latin1');
  return Buffer.concat([box, Buffer.alloc(2000, 0)]);
}
const m4a = ftyp('M4A ', ['M4A ', 'mp42', 'isom']);
const mp4Video = ftyp('isom', ['isom', 'avc1', 'mp41']);

describe('operators: exhibitions', () => {
  let t: CatalogueTestContext;
  let studio: { id: string; slug: string; name: string };

  before(async () => {
    t = await startCatalogueTestApp('exhibition_operators');
    studio = await seedUser(t.db, { name: 'Sunita Maharjan', slug: 'sunita-maharjan' });
  });
  after(async () => {
    await t?.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = OPERATOR,
  ) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { code: response.statusCode, body: response.json() };
  };
  const upload = async (url: string, entries: Parameters<typeof multipart>[0], headers = OPERATOR) => {
    const form = await multipart(entries);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    return { code: response.statusCode, body: response.json() };
  };
  const titles = async (url: string) =>
    ((await call('GET', url, undefined, {})).body.message as { title: string }[]).map((exhibition) => exhibition.title);
  const create = async (fields: Record<string, unknown>) => call('POST', '/api/operator/exhibitions', fields);

  it('refuses guests, members, artists and an operator without the second factor', async () => {
    const member = viewerHeaders('00000000-0000-4000-8000-000000000021', 21);
    const artist = viewerHeaders(studio.id, 11);
    const bare = viewerHeaders('00000000-0000-4000-8000-000000000002', 1);
    const body = { title: 'Nope', startsAt: at(-DAY), endsAt: at(DAY) };
    const guest = await t.app.inject({ method: 'GET', url: '/api/operator/exhibitions' });
    assert.equal(guest.statusCode, 401);
    for (const headers of [member, artist]) {
      assert.equal((await call('GET', '/api/operator/exhibitions', undefined, headers)).code, 403);
      const refused = await call('POST', '/api/operator/exhibitions', body, headers);
      assert.equal(refused.code, 403);
      assert.equal(refused.body.status, 'operator-only');
    }
    const noFactor = await call('POST', '/api/operator/exhibitions', body, bare);
    assert.equal(noFactor.code, 403);
    assert.equal(noFactor.body.status, 'second-factor-required');
    assert.equal((await t.db.selectFrom('exhibitions').select('id').execute()).length, 0);
  });

  it('creates an exhibition with the operator as the event actor; the public lists follow its dates', async () => {
    const created = await create({
      title: 'Paubha Today',
      subtitle: 'Newar scroll painting',
      startsAt: at(2 * DAY),
      endsAt: at(9 * DAY),
      artistSlug: studio.slug,
      explicit: true,
      backgroundColor: '#1a2b3c',
    });
    assert.equal(created.code, 200, JSON.stringify(created.body));
    const exhibition = created.body.message as OperatorExhibition;
    assert.equal(exhibition.slug, 'paubha-today');
    assert.equal(exhibition.period, 'upcoming');
    assert.equal(exhibition.explicit, true);
    assert.deepEqual(exhibition.artist, { name: 'Sunita Maharjan', slug: 'sunita-maharjan' });
    assert.deepEqual(await titles('/api/upcomming/exhibitions'), ['Paubha Today']);
    assert.deepEqual(await titles('/api/current/exhibitions'), []);

    const [event] = await outboxEvents(t, 'catalogue.exhibition.changed');
    assert.equal(event?.actor.userId, OPERATOR_ID);
    assert.equal(event?.actor.role, 1);
    assert.equal(event?.data.change, 'created');
    assert.equal(event?.data.before, null);
    assert.equal(event?.data.after.title, 'Paubha Today');

    // Moved to start now: current at once; ended: previous at once.
    const running = await call('PATCH', `/api/operator/exhibitions/${exhibition._id}`, { startsAt: at(-HOUR) });
    assert.equal(running.code, 200);
    assert.equal(running.body.message.period, 'current');
    assert.deepEqual(await titles('/api/current/exhibitions'), ['Paubha Today']);
    assert.deepEqual(await titles('/api/upcomming/exhibitions'), []);
    const ended = await call('PATCH', `/api/operator/exhibitions/${exhibition._id}`, {
      startsAt: at(-3 * DAY),
      endsAt: at(-DAY),
    });
    assert.equal(ended.body.message.period, 'previous');
    assert.deepEqual(await titles('/api/previous/exhibitions'), ['Paubha Today']);
    assert.deepEqual(await titles('/api/current/exhibitions'), []);

    const events = await outboxEvents(t, 'catalogue.exhibition.changed');
    const last = events.at(-1);
    assert.equal(last?.data.change, 'updated');
    assert.equal(last?.data.before.endsAt, running.body.message.endsAt);
    assert.equal(last?.data.after.endsAt, ended.body.message.endsAt);
  });

  it('is current from the moment it starts, without any change (the dates are read at each request)', async () => {
    const soon = await create({ title: 'Starts In A Moment', startsAt: at(1500), endsAt: at(DAY) });
    assert.equal(soon.body.message.period, 'upcoming');
    assert.ok((await titles('/api/upcomming/exhibitions')).includes('Starts In A Moment'));
    await new Promise((resolve) => setTimeout(resolve, 1800));
    assert.ok((await titles('/api/current/exhibitions')).includes('Starts In A Moment'));
    assert.ok(!(await titles('/api/upcomming/exhibitions')).includes('Starts In A Moment'));
    const all = await call('GET', '/api/operator/exhibitions');
    const listed = (all.body.message as OperatorExhibition[]).find((e) => e.title === 'Starts In A Moment');
    assert.equal(listed?.period, 'current');
  });

  it('refuses bad words in plain words with stable statuses, and changes nothing', async () => {
    const outbox = (await outboxEvents(t, 'catalogue.exhibition.changed')).length;
    const count = (await t.db.selectFrom('exhibitions').select('id').execute()).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '  ', startsAt: at(DAY), endsAt: at(2 * DAY) }, 400, 'title-required'],
      [{ title: 'A', startsAt: 'next week', endsAt: at(2 * DAY) }, 400, 'dates-invalid'],
      [{ title: 'A', startsAt: '2026-12-01T10:00', endsAt: at(2 * DAY) }, 400, 'dates-invalid'],
      [{ title: 'A', startsAt: at(2 * DAY), endsAt: at(DAY) }, 400, 'dates-out-of-order'],
      [{ title: 'A', startsAt: at(DAY), endsAt: at(DAY * 2), slug: 'Not A Slug' }, 400, 'slug-invalid'],
      [{ title: 'A', startsAt: at(DAY), endsAt: at(DAY * 2), slug: 'paubha-today' }, 409, 'slug-taken'],
      [{ title: 'A', startsAt: at(DAY), endsAt: at(DAY * 2), artistSlug: 'nobody-here' }, 400, 'artist-unknown'],
      [{ title: 'A', startsAt: at(DAY), endsAt: at(DAY * 2), backgroundColor: 'red' }, 400, 'colour-invalid'],
    ];
    for (const [body, code, status] of cases) {
      const answer = await call('POST', '/api/operator/exhibitions', body);
      assert.equal(answer.code, code, `${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.status, status);
      assert.ok(typeof answer.body.message === 'string' && answer.body.message.length > 10);
    }
    const [first] = (await call('GET', '/api/operator/exhibitions')).body.message as OperatorExhibition[];
    const edit = await call('PATCH', `/api/operator/exhibitions/${first?._id}`, { endsAt: '2000-01-01T00:00:00Z' });
    assert.equal(edit.body.status, 'dates-out-of-order');
    const missing = await call('PATCH', '/api/operator/exhibitions/00000000-0000-4000-8000-00000000dead', {
      title: 'X',
    });
    assert.equal(missing.code, 404);
    assert.equal((await outboxEvents(t, 'catalogue.exhibition.changed')).length, outbox);
    assert.equal((await t.db.selectFrom('exhibitions').select('id').execute()).length, count);
  });

  it('stores pictures and audio checked by their bytes; bad files are refused and change nothing', async () => {
    const { body } = await create({ title: 'Thangka Walk', startsAt: at(-DAY), endsAt: at(DAY) });
    const id = (body.message as OperatorExhibition)._id;
    const url = `/api/operator/exhibitions/${id}`;

    const banner = await upload(`${url}/images`, [
      ['slot', 'banner'],
      ['image', await pngImage(1200, 400), 'banner.png'],
    ]);
    assert.equal(banner.code, 200, JSON.stringify(banner.body));
    assert.match(banner.body.message.banner, /\/exhibitions\/.+-large\.webp$/);
    const item = await upload(`${url}/images`, [
      ['slot', 'item'],
      ['title', 'Green Tara'],
      ['details', 'Mineral pigments on cotton'],
      ['image', await pngImage(600, 800), 'tara.png'],
    ]);
    assert.equal(item.code, 200, JSON.stringify(item.body));
    assert.equal(item.body.message.items.length, 1);
    assert.equal(item.body.message.items[0].title, 'Green Tara');
    for (const [audio, name] of [
      [ogg, 'guide.ogg'],
      [m4a, 'guide.m4a'],
      [mp3NoTag, 'guide.mp3'],
      [mp3, 'guide.mp3'],
    ] as const) {
      const answer = await upload(`${url}/audio`, [['audio', audio, name]]);
      assert.equal(answer.code, 200, `${name}: ${JSON.stringify(answer.body)}`);
    }
    const stored = await call('GET', `/api/exhibitions/${id}`, undefined, {});
    assert.match(stored.body.message.mediaUrl, /-audio\.mp3$/);

    const stateBefore = {
      row: await t.db.selectFrom('exhibitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      events: (await outboxEvents(t, 'catalogue.exhibition.changed')).length,
      keys: await bucketKeys(t),
    };
    // The audio replaced three times leaves one file: each replaced one is removed.
    assert.equal(stateBefore.keys.filter((key) => key.includes('-audio.')).length, 1);

    const refusals: [string, Parameters<typeof multipart>[0], number, string][] = [
      [
        'images',
        [
          ['slot', 'banner'],
          ['image', textAsPng, 'banner.png'],
        ],
        415,
        'validate-error',
      ],
      [
        'images',
        [
          ['slot', 'banner'],
          ['image', await pngImage(10000, 5000), 'huge.png'],
        ],
        400,
        'validate-error',
      ],
      [
        'images',
        [
          ['slot', 'ceiling'],
          ['image', await pngImage(), 'x.png'],
        ],
        400,
        'slot-invalid',
      ],
      ['images', [['slot', 'banner']], 400, 'file-required'],
      [
        'images',
        [
          ['slot', 'banner'],
          ['audio', await pngImage(), 'x.png'],
        ],
        400,
        'file-field',
      ],
      [
        'images',
        [
          ['slot', 'banner'],
          ['image', await pngImage(), 'a.png'],
          ['image', await pngImage(), 'b.png'],
        ],
        400,
        'one-file',
      ],
      ['audio', [['audio', textAsPng, 'guide.mp3']], 415, 'audio-kind'],
      ['audio', [['audio', await pngImage(), 'guide.ogg']], 415, 'audio-kind'],
      ['audio', [['audio', mp4Video, 'guide.m4a']], 415, 'audio-kind'],
      ['audio', [['audio', Buffer.concat([mp3, Buffer.alloc(20 * 1024 * 1024)]), 'long.mp3']], 413, 'too-large'],
    ];
    for (const [path, entries, code, status] of refusals) {
      const answer = await upload(`${url}/${path}`, entries);
      assert.equal(answer.code, code, `${path} ${status}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.status, status);
    }
    assert.deepEqual(
      await t.db.selectFrom('exhibitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      stateBefore.row,
    );
    assert.equal((await outboxEvents(t, 'catalogue.exhibition.changed')).length, stateBefore.events);
    assert.deepEqual(await bucketKeys(t), stateBefore.keys);

    const missing = await upload('/api/operator/exhibitions/00000000-0000-4000-8000-00000000dead/images', [
      ['slot', 'banner'],
      ['image', await pngImage(), 'x.png'],
    ]);
    assert.equal(missing.code, 404);
    const member = await upload(`${url}/audio`, [['audio', mp3, 'guide.mp3']], viewerHeaders(studio.id, 11));
    assert.equal(member.code, 403);
  });

  it('edits the walk by its pictures, and deletes an exhibition with its own files and an event', async () => {
    const list = (await call('GET', '/api/operator/exhibitions')).body.message as OperatorExhibition[];
    const walk = list.find((exhibition) => exhibition.title === 'Thangka Walk') as OperatorExhibition;
    const item = walk.items[0] as OperatorExhibition['items'][number];
    const retitled = await call('PATCH', `/api/operator/exhibitions/${walk._id}`, {
      items: [{ imageMain: item.imageMain, title: 'White Tara', details: '' }],
      title: 'Thangka Walk II',
    });
    assert.equal(retitled.code, 200);
    assert.equal(retitled.body.message.items[0].title, 'White Tara');
    const unknown = await call('PATCH', `/api/operator/exhibitions/${walk._id}`, {
      items: [{ imageMain: 'https://elsewhere.example/x.webp', title: 'X', details: '' }],
    });
    assert.equal(unknown.body.status, 'item-unknown');

    const keysBefore = await bucketKeys(t);
    assert.ok(keysBefore.some((key) => key.startsWith(`exhibitions/${walk._id}/`)));
    const deleted = await call('DELETE', `/api/operator/exhibitions/${walk._id}`);
    assert.equal(deleted.code, 200);
    assert.equal((await call('GET', `/api/exhibitions/${walk._id}`)).code, 404);
    assert.ok(!(await titles('/api/current/exhibitions')).includes('Thangka Walk II'));
    assert.ok(!(await bucketKeys(t)).some((key) => key.startsWith(`exhibitions/${walk._id}/`)));
    const last = (await outboxEvents(t, 'catalogue.exhibition.changed')).at(-1);
    assert.equal(last?.data.change, 'deleted');
    assert.equal(last?.data.id, walk._id);
    assert.equal(last?.data.before.title, 'Thangka Walk II');
    assert.equal(last?.data.after, null);
    assert.equal((await call('DELETE', `/api/operator/exhibitions/${walk._id}`)).code, 404);
  });
});
