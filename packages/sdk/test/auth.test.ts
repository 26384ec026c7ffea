import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError, auth, checkHealth, studio, user } from '@art/sdk';
import { startServer } from './server.js';

const sampleUser = { _id: 'u1', id: 'u1', name: 'Sita', slug: 'sita', role: 21, emailVerified: 'false' };

describe('identity resources', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer(({ url, headers }) => {
      if (url === '/api/auth/login')
        return { body: { status: 'success', message: 'ok', user: sampleUser, token: 't1' } };
      if (url === '/api/auth/register') return { body: { status: 'success', message: 'registered' } };
      if (url === '/api/auth/authenticate')
        return headers.authorization === 'JWT t1'
          ? { body: { status: 'success', user: sampleUser } }
          : { code: 401, body: { status: 'error', message: 'Unauthorized' } };
      if (url === '/api/auth/reset/bad') return { code: 404, body: { status: 'not-found', message: 'invalid token' } };
      if (url === '/api/user/profile') return { body: { status: 'success', message: sampleUser } };
      if (url === '/api/user/update')
        return { body: { status: 'success', message: 'Profile Updated Successfully', user: sampleUser } };
      if (url === '/api/users/become-artist') return { code: 409, body: { status: 'already-exist' } };
      if (url === '/api/health') return { body: { status: 'ok' } };
      return { code: 404, body: { status: 'not-found', message: 'no route' } };
    });
  });
  after(() => server.close());
  const options = () => ({ baseUrl: server.baseUrl });

  it('logs in and returns user and token', async () => {
    const body = await auth.login({ email: 'a@b.c', password: 'secret1' }, options());
    assert.equal(body.token, 't1');
    assert.equal(body.user.slug, 'sita');
  });

  it('sends the confirm-password field name the API expects', async () => {
    await auth.register({ name: 'Sita', email: 'a@b.c', password: 'secret1', confirmPassword: 'secret1' }, options());
    assert.deepEqual(JSON.parse(server.requests.at(-1)?.body ?? ''), {
      name: 'Sita',
      email: 'a@b.c',
      password: 'secret1',
      'confirm-password': 'secret1',
    });
  });

  it('authenticates with the JWT header and fails without the right token', async () => {
    assert.equal((await auth.authenticate('t1', options())).user.name, 'Sita');
    await assert.rejects(
      auth.authenticate('nope', options()),
      (error: unknown) => error instanceof ApiError && error.httpStatus === 401,
    );
  });

  it('reports a not-found reset token', async () => {
    await assert.rejects(
      auth.resetPassword('bad', { password: 'a1', confirmPassword: 'a1' }, options()),
      (error: unknown) => error instanceof ApiError && error.status === 'not-found',
    );
  });

  it('reads the profile from message and posts multipart updates', async () => {
    assert.equal((await user.getProfile('t1', options())).slug, 'sita');
    await user.updateProfile(
      't1',
      { name: 'Sita K', dob: '01/31/1990', categories: [{ _id: 'c1', name: 'Painting' }] },
      options(),
    );
    const seen = server.requests.at(-1);
    assert.match(String(seen?.headers['content-type']), /^multipart\/form-data/);
    assert.match(seen?.body ?? '', /name="info.dob"\r\n\r\n01\/31\/1990/);
  });

  it('surfaces already-exist for a repeated studio request', async () => {
    await assert.rejects(
      studio.requestStudio('t1', { images: [], message: 'hello' }, options()),
      (error: unknown) => error instanceof ApiError && error.status === 'already-exist',
    );
  });

  it('checks health by HTTP status only', async () => {
    assert.equal(await checkHealth(options()), true);
    assert.equal(await checkHealth({ baseUrl: 'http://127.0.0.1:9/api' }), false);
  });
});
