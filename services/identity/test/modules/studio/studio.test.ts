import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { privatizeLegacyStudioImages } from '../../../src/modules/studio/legacy-images.js';
import { signedInUser } from '../../helpers/accounts.js';
import { countRows, lastOutboxEvent, lastStreamEvent, snapshotCounts } from '../../helpers/events.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';
import { type FormEntry, jpegImage, multipart, oversizedPng, pngImage, textAsPng } from '../../helpers/uploads.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
  await t.app.studio.addCodes(['KTM-STUDIO-01', 'pkr-studio-02', 'BKT-STUDIO-03']);
});
after(async () => {
  await t?.close();
});

async function becomeArtist(auth: Record<string, string>, entries: FormEntry[]) {
  const form = await multipart(entries);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/become-artist',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

describe('studio-request images stored before they were private', () => {
  it('are moved under private/ with their keys and addresses, once', async () => {
    const { user } = await signedInUser(t, { name: 'Bishnu Maharjan' });
    const keys = [`studio-requests/${user.id}/old-large.webp`, `studio-requests/${user.id}/old-thumbnail.webp`];
    for (const key of keys) await t.app.storage.client.putObject('art-images', key, Buffer.from('webp'), 4);
    const images = [
      {
        fileName: 'old',
        urls: { large: t.app.storage.urlOf(keys[0]!), thumbnail: t.app.storage.urlOf(keys[1]!) },
        keys,
      },
    ];
    await t.db
      .insertInto('studio_requests')
      .values({ user_id: user.id, message: 'Thangka painter', images: JSON.stringify(images) })
      .execute();

    assert.equal(await privatizeLegacyStudioImages(t.db, t.app.storage, t.app.log), 1);
    const row = await t.db
      .selectFrom('studio_requests')
      .select('images')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const [image] = row.images;
    assert.deepEqual(
      image?.keys,
      keys.map((key) => `private/${key}`),
    );
    assert.deepEqual(image?.urls, {
      large: `/media/art-images/private/${keys[0]}`,
      thumbnail: `/media/art-images/private/${keys[1]}`,
    });
    for (const key of keys) {
      await t.app.storage.client.statObject('art-images', `private/${key}`);
      await assert.rejects(t.app.storage.client.statObject('art-images', key), { code: 'NotFound' });
    }
    assert.equal(await privatizeLegacyStudioImages(t.db, t.app.storage, t.app.log), 0, 'once only');
  });
});

const validateCode = (auth: Record<string, string>, code: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/validatecode', headers: auth, payload: { code } });

describe('POST /api/users/become-artist', () => {
  it('stores the request with its images, publishes studio.requested, and answers already-exist on repeat', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Anjana Gurung' });
    const entries: FormEntry[] = [
      ['images[]', await jpegImage(800, 600), 'work1.jpg', 'image/jpeg'],
      ['images[]', await pngImage(500, 500), 'work2.png', 'image/png'],
      ['message', 'I paint Mithila art in Janakpur.'],
    ];
    const response = await becomeArtist(auth, entries);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'success');
    const request = await t.db
      .selectFrom('studio_requests')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(request.message, 'I paint Mithila art in Janakpur.');
    assert.equal(request.images.length, 2);
    for (const image of request.images) {
      for (const key of image.keys) {
        // Private: the gateway serves these only by an address signed for the team, never publicly.
        assert.ok(key.startsWith(`private/studio-requests/${user.id}/`), key);
        await t.app.storage.client.statObject('art-images', key);
      }
    }
    assert.doesNotMatch(response.body, /studio-requests|\/media\//, 'the answer hands out no address');
    const event = await lastStreamEvent(t, 'identity.studio.requested');
    // The request's id and its images' private keys by variant, for moderation's queue.
    assert.deepEqual(event.data, {
      userId: user.id,
      name: 'Anjana Gurung',
      email: user.email,
      message: 'I paint Mithila art in Janakpur.',
      requestId: request.id,
      images: request.images.map((image) => ({
        fileName: image.fileName,
        keys: {
          large: image.keys.find((key) => key.endsWith('-large.webp')),
          thumbnail: image.keys.find((key) => key.endsWith('-thumbnail.webp')),
        },
      })),
    });

    const before = await snapshotCounts(t);
    const repeat = await becomeArtist(auth, entries);
    assert.equal(repeat.statusCode, 409);
    assert.equal(repeat.json().status, 'already-exist');
    assert.deepEqual(await snapshotCounts(t), before);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth });
    assert.equal(profile.json().message.role, 21, 'a request alone does not make an artist');
  });

  it('refuses non-images, webp, images of 2 MB or more, no images and no message, changing nothing', async () => {
    const { auth } = await signedInUser(t);
    const webp = await (await import('sharp'))
      .default({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const cases: [FormEntry[], number, string][] = [
      [
        [
          ['images[]', textAsPng, 'fake.png', 'image/png'],
          ['message', 'hi'],
        ],
        415,
        'Only jpg, png images are accepted',
      ],
      [
        [
          ['images[]', webp, 'art.jpg', 'image/jpeg'],
          ['message', 'hi'],
        ],
        415,
        'Only jpg, png images are accepted',
      ],
      [
        [
          ['images[]', oversizedPng(2 * 1024 * 1024), 'big.png', 'image/png'],
          ['message', 'hi'],
        ],
        413,
        'Each image must be less than 2 MB',
      ],
      [[['message', 'hi']], 400, 'Please add at least one image of your work'],
      [[['images[]', await pngImage(), 'ok.png', 'image/png']], 400, 'Please tell us about yourself'],
    ];
    const before = await snapshotCounts(t);
    for (const [entries, status, message] of cases) {
      const response = await becomeArtist(auth, entries);
      assert.equal(response.statusCode, status, `${message}: ${response.body}`);
      assert.equal(response.json().message, message);
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('needs a signed-in user', async () => {
    const response = await becomeArtist({}, [['message', 'hi']]);
    assert.equal(response.statusCode, 401);
  });
});

describe('POST /api/users/validatecode', () => {
  it('makes the user an artist at once with a fresh token, whatever the case of the code', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Hari Chitrakar' });
    const response = await validateCode(auth, '  ktm-studio-01 ');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, 'success');
    assert.equal(body.message, 'Artist code verified successfully. You have a studio now.');
    assert.equal(body.user.role, 11);
    assert.equal(body.user.verifiedArtist, true);
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    assert.equal(claims.role, 11);
    assert.equal(claims.sub, user.id);
    const event = await lastStreamEvent(t, 'identity.user.became_artist');
    assert.deepEqual(event.data, { userId: user.id, role: 11, via: 'artist-code' });
    assert.equal((await lastOutboxEvent(t, 'identity.user.updated')).data.role, 11);
    const authed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${body.token}` },
    });
    assert.equal(authed.json().user.role, 11);

    const again = await validateCode({ authorization: `JWT ${body.token}` }, 'PKR-STUDIO-02');
    assert.equal(again.statusCode, 409, 'an artist needs no second code');
  });

  it('refuses used, unknown and empty codes with the documented message, changing nothing', async () => {
    const { auth } = await signedInUser(t);
    const before = await snapshotCounts(t);
    const unused = await countRows(t, 'artist_codes');
    for (const code of ['KTM-STUDIO-01', 'NO-SUCH-CODE', '', '   ']) {
      const response = await validateCode(auth, code);
      assert.equal(response.statusCode, 400, code);
      assert.deepEqual(response.json(), {
        status: 'error',
        message: 'The code you provided could not be verified.',
        code: 'code-not-verified',
      });
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.equal(await countRows(t, 'artist_codes'), unused);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth });
    assert.equal(profile.json().message.role, 21);
  });

  it('needs a signed-in user', async () => {
    const response = await validateCode({}, 'BKT-STUDIO-03');
    assert.equal(response.statusCode, 401);
  });
});
