import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, startUpstream, type Upstream } from './helpers.js';

const TOKEN = 'c2VjcmV0LXJlc2V0LXRva2VuLTAxMjM0NTY3ODk';
const CODE = '493027';

describe('the request log line', () => {
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  const lines: string[] = [];
  before(async () => {
    identity = await startUpstream();
    gateway = await buildGateway(
      { IDENTITY_URL: identity.url, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  after(async () => {
    await gateway.close();
    await identity.close();
  });

  const completed = (path: string) =>
    lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request completed' && entry.req?.url?.startsWith(path));

  test('masks the reset token and the verification code in the URL', async () => {
    const reset = await gateway.inject({
      method: 'POST',
      url: `/api/auth/reset/${TOKEN}`,
      payload: { password: 'abc123' },
    });
    assert.equal(reset.statusCode, 200);
    const verify = await gateway.inject({
      method: 'GET',
      url: `/api/auth/verifyemail/${CODE}?email=sita%40example.np`,
    });
    assert.equal(verify.statusCode, 200);
    // The service still receives them: only the log is masked.
    assert.equal(identity.received.at(-2)!.url, `/api/auth/reset/${TOKEN}`);

    const [resetLine] = completed('/api/auth/reset/');
    const [verifyLine] = completed('/api/auth/verifyemail/');
    assert.equal(resetLine?.req.url, '/api/auth/reset/[redacted]');
    assert.equal(verifyLine?.req.url, '/api/auth/verifyemail/[redacted]?email=sita%40example.np');
    const everything = lines.join('\n');
    assert.ok(!everything.includes(TOKEN), 'the reset token is in no log line');
    assert.ok(!everything.includes(CODE), 'the code is in no log line');
  });

  test('other URLs are logged as they are', async () => {
    await gateway.inject({ method: 'GET', url: '/api/user/getbyslug/sita' });
    assert.equal(completed('/api/user/getbyslug/')[0]?.req.url, '/api/user/getbyslug/sita');
  });
});
