import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cutShortMultipart } from '@art/testing';
import sharp from 'sharp';
import { type MessagingTestContext, seedUser, startMessagingTestApp, viewerHeaders } from '../../support/test-app.js';

let t: MessagingTestContext;
before(async () => {
  t = await startMessagingTestApp('cut_short_uploads');
});
after(async () => {
  await t?.close();
});

async function objects() {
  const names: string[] = [];
  const stream = t.app.storage.client.listObjectsV2(t.config.S3_BUCKET, '', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) names.push(item.name);
  return names.sort();
}

describe('an upload cut short mid-file is a 400 and changes nothing', () => {
  it('on the chat picture', async () => {
    const sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b43c28' } })
      .png()
      .toBuffer();
    const before = await objects();
    const form = await cutShortMultipart([['picture', picture, 'picture.png', 'image/png']]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/message/picture',
      payload: form.payload,
      headers: { ...form.headers, ...viewerHeaders(sita.id, sita.role) },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), {
      status: 'upload-cut-short',
      message: 'The upload was cut short. Please try again',
      code: 'upload-cut-short',
    });
    assert.deepEqual(await objects(), before);
  });
});
