import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedInUser } from '../../helpers/accounts.js';
import { INTERNAL_TOKEN, startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

describe('GET /api/user/profile', () => {
  it('answers the signed-in user in message, e-mail and shipping included', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Krishna Shrestha' });
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.status, 'success');
    assert.equal(body.message.id, user.id);
    assert.equal(body.message.email, user.email);
    assert.deepEqual(body.message.shippingInfo, {
      country: '',
      city: '',
      state: '',
      postalCode: '',
      address: '',
      address2: '',
      phoneNumber: '',
    });
    assert.deepEqual(body.message.follows, []);
    assert.equal(body.message.followsCount, 0);
  });

  it('works with the gateway headers and refuses guests and impersonators', async () => {
    const { user } = await signedInUser(t);
    const viaGateway = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { 'x-user-id': user.id, 'x-user-role': '21', 'x-internal-token': INTERNAL_TOKEN },
    });
    assert.equal(viaGateway.json().message.id, user.id);
    const guest = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    assert.equal(guest.statusCode, 401);
    assert.deepEqual(guest.json(), { status: 'unauthorized', message: 'Please login first', code: 'login-first' });
    const impostor = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { 'x-user-id': user.id, 'x-user-role': '21' },
    });
    assert.equal(impostor.statusCode, 401);
  });
});

describe('GET /api/user/getbyslug/:slug and /api/user/get/:id', () => {
  it('answers the public profile without e-mail or shipping info', async () => {
    const { user } = await signedInUser(t, { name: 'Sanjay Tamang' });
    for (const url of [`/api/user/getbyslug/${user.slug}`, `/api/user/get/${user.id}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      const body = response.json();
      assert.equal(body.status, 'success');
      assert.equal(body.message.id, user.id);
      assert.equal(body.message.name, 'Sanjay Tamang');
      assert.equal('email' in body.message, false);
      assert.equal('shippingInfo' in body.message, false);
    }
  });

  it('answers unknown slugs and ids (well-formed or not) with not-found', async () => {
    for (const url of [
      '/api/user/getbyslug/nobody-at-all',
      '/api/user/get/00000000-0000-4000-8000-000000000000',
      '/api/user/get/not-a-uuid',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { status: 'not-found', message: 'User not found', code: 'user-not-found' });
    }
  });
});
