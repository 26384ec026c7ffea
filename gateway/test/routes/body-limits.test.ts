import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { gatewayInFrontOfIdentity } from '../helpers.js';

const TOO_LARGE = { status: 'too-large', message: 'File too large', code: 'file-too-large' };

function multipart(size: number) {
  const boundary = '----art-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(size - head.length - tail.length, 7),
    Buffer.from(tail),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('body limits', () => {
  const suite = gatewayInFrontOfIdentity({ BODY_LIMIT_BYTES: '2048', UPLOAD_BODY_LIMIT_BYTES: '8192' });

  test('a JSON body over BODY_LIMIT_BYTES is refused with 413 before reaching the service', async () => {
    const before = suite.identity.received.length;
    const payload = JSON.stringify({ biography: 'x'.repeat(3000) });
    const response = await suite.gateway.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), TOO_LARGE);
    assert.equal(suite.identity.received.length, before);
  });

  test('an attempt-limited route has the same limit', async () => {
    const payload = JSON.stringify({ email: 'a@b.np', password: 'x'.repeat(3000) });
    const response = await suite.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 413);
  });

  test('an upload route takes up to UPLOAD_BODY_LIMIT_BYTES, streamed through whole', async () => {
    const { payload, headers } = multipart(6000);
    const response = await suite.gateway.inject({ method: 'POST', url: '/api/user/update', payload, headers });
    assert.equal(response.statusCode, 200);
    assert.ok(suite.identity.received.at(-1)!.body.equals(payload));
  });

  test('an upload over UPLOAD_BODY_LIMIT_BYTES is refused', async () => {
    const before = suite.identity.received.length;
    const { payload, headers } = multipart(9000);
    const response = await suite.gateway.inject({ method: 'POST', url: '/api/users/become-artist', payload, headers });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), TOO_LARGE);
    assert.equal(suite.identity.received.length, before);
  });

  test('a chunked body (no Content-Length) is cut off at the limit', async () => {
    const chunks = Array.from({ length: 6 }, () => Buffer.alloc(1000, 1));
    const response = await suite.gateway.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      payload: Readable.from(chunks),
      headers: { 'content-type': 'application/octet-stream' },
    });
    assert.equal(response.statusCode, 413);
  });

  test('a chunked body within the limit goes through', async () => {
    const chunks = Array.from({ length: 2 }, () => Buffer.alloc(1000, 1));
    const response = await suite.gateway.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      payload: Readable.from(chunks),
      headers: { 'content-type': 'application/octet-stream' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(suite.identity.received.at(-1)!.body.length, 2000);
  });
});
