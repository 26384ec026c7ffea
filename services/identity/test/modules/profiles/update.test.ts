import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedInUser } from '../../helpers/accounts.js';
import { lastStreamEvent, snapshotCounts } from '../../helpers/events.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';
import { type FormEntry, jpegImage, multipart, oversizedPng, pngImage, textAsPng } from '../../helpers/uploads.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

async function update(auth: Record<string, string>, entries: FormEntry[]) {
  const form = await multipart(entries);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

async function objectExists(url: string) {
  const [, bucket, ...key] = new URL(url, 'http://x').pathname.replace(/^\/media/, '').split('/');
  return t.app.storage.client.statObject(bucket!, key.join('/')).then(
    () => true,
    () => false,
  );
}

describe('POST /api/user/update', () => {
  it('saves every field of the form, stores the images and publishes user.updated', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Bishnu Magar' });
    const categories = [{ _id: 'c0a80001-0000-4000-8000-000000000001', name: 'Painting' }];
    const response = await update(auth, [
      ['picture', await pngImage(600, 600), 'me.png', 'image/png'],
      ['cover', await jpegImage(1600, 500), 'cover.jpg', 'image/jpeg'],
      ['name', 'Bishnu Magar Thapa'],
      ['email', user.email],
      ['info.dob', '04/15/1990'],
      ['info.address', 'Patan Durbar Square, Lalitpur'],
      ['info.biography', 'Thangka painter from Bhaktapur.'],
      ['info.achievements', 'National Fine Arts award 2019'],
      ['info.categories', JSON.stringify(categories)],
      ['settings.private', 'true'],
      ['shippingInfo.country', 'Nepal'],
      ['shippingInfo.city', 'Lalitpur'],
      ['shippingInfo.state', 'Bagmati'],
      ['shippingInfo.postalCode', '44700'],
      ['shippingInfo.address', 'Mangal Bazaar 5'],
      ['shippingInfo.address2', 'NaN'],
      ['shippingInfo.phoneNumber', '9801234567'],
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, 'success');
    assert.equal(body.message, 'Profile Updated Successfully');
    const saved = body.user;
    assert.equal(saved.name, 'Bishnu Magar Thapa');
    assert.equal(saved.slug, user.slug, 'the profile address stays the same');
    assert.equal(saved.updated, 'true');
    assert.deepEqual(saved.info, {
      dob: '04/15/1990',
      address: 'Patan Durbar Square, Lalitpur',
      biography: 'Thangka painter from Bhaktapur.',
      achievements: 'National Fine Arts award 2019',
      categories,
    });
    assert.deepEqual(saved.categories, categories);
    assert.deepEqual(saved.settings, { private: true });
    assert.deepEqual(saved.shippingInfo, {
      country: 'Nepal',
      city: 'Lalitpur',
      state: 'Bagmati',
      postalCode: '44700',
      address: 'Mangal Bazaar 5',
      address2: '',
      phoneNumber: '9801234567',
    });
    assert.match(saved.picture, /^\/media\/art-images\/users\/.+\/picture\/.+-picture\.webp$/);
    assert.match(saved.cover, /^\/media\/art-images\/users\/.+\/cover\/.+-cover\.webp$/);
    assert.ok(await objectExists(saved.picture));
    assert.ok(await objectExists(saved.cover));

    const event = await lastStreamEvent(t, 'identity.user.updated');
    assert.equal(event.data.userId, user.id);
    assert.equal(event.data.name, 'Bishnu Magar Thapa');
    assert.equal(event.data.picture, saved.picture);
    assert.equal(event.data.isPrivate, true);
    assert.deepEqual(event.data.categories, categories);

    // A new picture replaces the old one in storage too.
    const again = await update(auth, [['picture', await jpegImage(300, 300), 'new.jpg', 'image/jpeg']]);
    assert.equal(again.statusCode, 200, again.body);
    assert.notEqual(again.json().user.picture, saved.picture);
    assert.equal(again.json().user.cover, saved.cover);
    assert.equal(await objectExists(saved.picture), false);
  });

  it('refuses bad fields with a clear message and changes nothing', async () => {
    const { auth } = await signedInUser(t);
    const future = new Date();
    future.setFullYear(future.getFullYear() + 1);
    const mm = String(future.getMonth() + 1).padStart(2, '0');
    const dd = String(future.getDate()).padStart(2, '0');
    const cases: [FormEntry[], number, string][] = [
      [[['name', '  ']], 400, 'Full Name cannot be empty'],
      [[['email', 'someone.else@example.com']], 400, 'Email address cannot be changed'],
      [[['info.dob', '1990-04-15']], 400, 'Date of birth must be a real date written as MM/DD/YYYY'],
      [[['info.dob', '02/30/1990']], 400, 'Date of birth must be a real date written as MM/DD/YYYY'],
      [[['info.dob', `${mm}/${dd}/${future.getFullYear()}`]], 400, 'Date of birth cannot be in the future'],
      [[['info.categories', 'Painting']], 400, 'Style categories must be a list of {_id, name}'],
      [[['info.categories', '[{"name":"x"}]']], 400, 'Style categories must be a list of {_id, name}'],
      [[['settings.private', 'maybe']], 400, 'settings.private must be true or false'],
      [[['info.biography', 'x'.repeat(5001)]], 400, 'info.biography must be at most 5000 characters'],
      [
        [
          ['name', 'Fine'],
          ['picture', textAsPng, 'notes.png', 'image/png'],
        ],
        415,
        'Only jpg, png, webp images are accepted',
      ],
      [
        [
          ['name', 'Fine'],
          ['cover', oversizedPng(5 * 1024 * 1024 + 10), 'huge.png', 'image/png'],
        ],
        413,
        'Images must be less than 5 MB',
      ],
      [
        [
          ['name', 'Fine'],
          ['avatar', await pngImage(), 'a.png', 'image/png'],
        ],
        400,
        'Unexpected file in field avatar',
      ],
    ];
    const before = await snapshotCounts(t);
    const objects = await t.app.storage.client.listObjectsV2('art-images', '', true).toArray();
    for (const [entries, status, message] of cases) {
      const response = await update(auth, entries);
      assert.equal(response.statusCode, status, `${message}: ${response.body}`);
      assert.equal(response.json().message, message);
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.equal((await t.app.storage.client.listObjectsV2('art-images', '', true).toArray()).length, objects.length);
  });

  it('needs a signed-in user and a multipart form', async () => {
    const guest = await update({}, [['name', 'x']]);
    assert.equal(guest.statusCode, 401);
    const { auth } = await signedInUser(t);
    const json = await t.app.inject({ method: 'POST', url: '/api/user/update', headers: auth, payload: { name: 'x' } });
    assert.equal(json.statusCode, 400);
    assert.equal(json.json().message, 'The form must be sent as multipart/form-data');
  });
});
