import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError, auth, checkHealth, studio, user } from '@art/sdk';
import { startServer } from './server.js';

/** The text fields of a multipart body, by name (files are left out). */
function multipartFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields.set(match[1], match[2]);
  return fields;
}

const sampleUser = { _id: 'u1', id: 'u1', name: 'Sita', slug: 'sita', role: 21, emailVerified: 'false' };

describe('identity resources', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer(({ url, headers, body }) => {
      if (url === '/api/auth/login' && body.includes('operator@'))
        return {
          body: {
            status: 'second-factor',
            message: 'Enter the 6-digit code',
            challenge: 'c1',
            expiresIn: 300,
            enrolment: { secret: 'ABC', otpauthUri: 'otpauth://totp/x?secret=ABC' },
          },
        };
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
      if (url === '/api/user/language')
        return body.includes('"fr"')
          ? {
              code: 400,
              body: {
                status: 'validate-error',
                message: 'language must be equal to one of the allowed values',
                code: 'invalid-input',
              },
            }
          : { body: { status: 'success', language: JSON.parse(body).language } };
      if (url.startsWith('/api/auth/verifyemail/'))
        return { body: { status: 'success', message: 'Your email has been verified. You can login now.' } };
      if (url === '/api/auth/logout')
        return headers.authorization === 'JWT t1'
          ? { body: { status: 'success', message: 'You have logged out' } }
          : { code: 401, body: { status: 'error', message: 'Unauthorized' } };
      if (url === '/api/auth/logout-everywhere')
        return headers.authorization === 'JWT t1'
          ? { body: { status: 'success', message: 'Signed out everywhere' } }
          : { code: 401, body: { status: 'error', message: 'Unauthorized' } };
      if (url === '/api/users/become-artist') return { code: 409, body: { status: 'already-exist' } };
      if (url === '/api/health') return { body: { status: 'ok' } };
      return { code: 404, body: { status: 'not-found', message: 'no route' } };
    });
  });
  after(() => server.close());
  const options = () => ({ baseUrl: server.baseUrl });

  it("signs an operator in to the second step: the 200 answer's step, not an error", async () => {
    const step = await auth.signIn({ email: 'operator@b.c', password: 'secret1' }, options());
    assert.equal(step.status, 'second-factor');
    assert.equal((step as auth.SecondFactorStep).challenge, 'c1');
    const session = await auth.signIn({ email: 'a@b.c', password: 'secret1' }, options());
    assert.equal((session as auth.SessionResponse).token, 't1');
  });

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

  it('saves the language with a PUT and the token, and answers the language saved', async () => {
    assert.deepEqual(await user.saveLanguage('t1', 'ne', options()), { status: 'success', language: 'ne' });
    const seen = server.requests.at(-1);
    assert.equal(seen?.method, 'PUT');
    assert.equal(seen?.url, '/api/user/language');
    assert.equal(seen?.headers.authorization, 'JWT t1');
    assert.deepEqual(JSON.parse(seen?.body ?? ''), { language: 'ne' });
    await assert.rejects(
      user.saveLanguage('t1', 'fr' as 'en', options()),
      (error: unknown) => error instanceof ApiError && error.httpStatus === 400 && error.status === 'validate-error',
    );
  });

  it('sends the browser to a provider with the page’s language, which a new account starts in', () => {
    assert.match(auth.socialSignInUrl('google', 'ne'), /\/api\/auth\/google\/start\?language=ne$/);
    assert.match(auth.socialSignInUrl('facebook', 'zh'), /\/api\/auth\/facebook\/start\?language=zh$/);
    assert.match(auth.socialSignInUrl('google'), /\/api\/auth\/google\/start$/);
  });

  it('sends a field the user emptied as an empty value, and leaves out one not given', async () => {
    await user.updateProfile('t1', { name: 'Sita', shippingInfo: { city: '', country: 'Nepal' } }, options());
    const fields = multipartFields(server.requests.at(-1)?.body ?? '');
    assert.equal(fields.get('shippingInfo.city'), '', 'the emptied city is sent, so the server clears it');
    assert.equal(fields.get('shippingInfo.country'), 'Nepal');
    assert.equal(fields.has('shippingInfo.state'), false, 'a field not given stays as it is on the server');
  });

  it('sends no picture part unless a picture is given', async () => {
    await user.updateProfile('t1', { name: 'Sita', picture: null }, options());
    assert.doesNotMatch(server.requests.at(-1)?.body ?? '', /name="picture"/);
    await user.updateProfile('t1', { name: 'Sita', picture: new Blob([new Uint8Array([1, 2, 3])]) }, options());
    assert.match(server.requests.at(-1)?.body ?? '', /name="picture"; filename="picture.jpg"/);
  });

  it('verifies a code with the address it was sent to', async () => {
    await auth.verifyEmail({ code: '123456', email: 'sita+art@b.c' }, options());
    const seen = server.requests.at(-1);
    assert.equal(seen?.method, 'GET');
    const url = new URL(seen?.url ?? '', 'http://x');
    assert.equal(url.pathname, '/api/auth/verifyemail/123456');
    assert.equal(url.searchParams.get('email'), 'sita+art@b.c');
  });

  it('verifies a signed-in reader by the token when no address is given', async () => {
    await auth.verifyEmail({ code: '123456' }, { ...options(), token: 't1' });
    const seen = server.requests.at(-1);
    assert.equal(seen?.url, '/api/auth/verifyemail/123456');
    assert.equal(seen?.headers.authorization, 'JWT t1');
  });

  it('logs out this session with a POST carrying the token', async () => {
    const body = await auth.logout('t1', options());
    assert.deepEqual(body, { status: 'success', message: 'You have logged out' });
    const seen = server.requests.at(-1);
    assert.equal(seen?.method, 'POST');
    assert.equal(seen?.url, '/api/auth/logout');
    assert.equal(seen?.headers.authorization, 'JWT t1');
  });

  it('signs out everywhere with a POST carrying the token', async () => {
    const body = await auth.logoutEverywhere('t1', options());
    assert.equal(body.status, 'success');
    const seen = server.requests.at(-1);
    assert.equal(seen?.method, 'POST');
    assert.equal(seen?.url, '/api/auth/logout-everywhere');
    await assert.rejects(
      auth.logoutEverywhere('nope', options()),
      (error: unknown) => error instanceof ApiError && error.httpStatus === 401,
    );
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
