import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cutShortMultipart } from '@art/testing';
import { signedInUser } from '../../helpers/accounts.js';
import { snapshotCounts } from '../../helpers/events.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';
import { jpegImage, pngImage } from '../../helpers/uploads.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const CUT_SHORT = {
  status: 'upload-cut-short',
  message: 'The upload was cut short. Please try again',
  code: 'upload-cut-short',
};

describe('an upload cut short mid-file is a 400 and changes nothing', () => {
  it('on the profile form and the studio request', async () => {
    const { auth } = await signedInUser(t, { name: 'Anjana Gurung' });
    const before = await snapshotCounts(t);
    const forms = {
      '/api/user/update': await cutShortMultipart([
        ['name', 'Anjana Gurung Thapa'],
        ['picture', await pngImage(600, 600), 'me.png', 'image/png'],
      ]),
      '/api/users/become-artist': await cutShortMultipart([
        ['message', 'I paint Mithila art in Janakpur.'],
        ['images[]', await jpegImage(800, 600), 'work1.jpg', 'image/jpeg'],
      ]),
    };
    for (const [url, form] of Object.entries(forms)) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.deepEqual(response.json(), CUT_SHORT, url);
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });
});
