import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { createServer } from '../../src/http/server.js';

const RESET_TOKEN = '9f1c2b7e-reset-token-4d0a';
const VERIFICATION_CODE = '583920';

/** A server whose log lines are kept in memory, parsed. */
function serverWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = createServer({ name: 'log-test', logLevel: 'info', logStream });
  app.post('/api/auth/reset/:token', async () => ({ status: 'success', message: 'Password changed' }));
  app.get('/api/auth/verifyemail/:code', async () => {
    throw new Error('mail service away');
  });
  return { app, lines };
}

test('the request log line never shows a reset token or a verification code', async () => {
  const { app, lines } = serverWithLog();
  await app.inject({ method: 'POST', url: `/api/auth/reset/${RESET_TOKEN}`, payload: {} });
  await app.inject({ method: 'GET', url: `/api/auth/verifyemail/${VERIFICATION_CODE}?email=a%40b.np` });
  await app.close();

  const completed = lines.find((line) => line.msg === 'request completed');
  assert.deepEqual((completed?.req as { url?: string })?.url, '/api/auth/reset/[redacted]');
  const errored = lines.find((line) => line.msg === 'request errored' || line.msg === 'unhandled error');
  assert.ok(errored, 'the failing request is logged');
  const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
  assert.ok(urls.includes('/api/auth/verifyemail/[redacted]?email=a%40b.np'), JSON.stringify(urls));
  const everything = lines.map((line) => JSON.stringify(line)).join('\n');
  assert.doesNotMatch(everything, new RegExp(RESET_TOKEN));
  assert.doesNotMatch(everything, new RegExp(VERIFICATION_CODE));
});

test('other URLs are logged as they are', async () => {
  const { app, lines } = serverWithLog();
  await app.inject('/api/artworks?page=2');
  await app.close();
  assert.equal(
    (lines.find((line) => line.msg === 'request completed')?.req as { url?: string } | undefined)?.url,
    '/api/artworks?page=2',
  );
});
