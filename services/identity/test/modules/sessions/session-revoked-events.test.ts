import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SessionRevoked } from '@art/contracts';
import { SESSION_REVOKED, sessionVersionKey, signedOutSessionKey } from '@art/kit';
import { endAllSessions } from '../../../src/modules/sessions/end-sessions.js';
import { signedInUser } from '../../helpers/accounts.js';
import { lastStreamEvent, outboxEvents } from '../../helpers/events.js';
import { mailedResetToken } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * Every way identity ends sessions also writes identity.session.revoked, in the same transaction,
 * for the live socket (which checks tokens only at connect and send) to drop their sockets.
 */
let t: TestContext;
before(async () => {
  t = await startTestApp();
  await t.app.studio.addCodes(['REVOKE-STUDIO-01']);
});
after(async () => {
  await t?.close();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const revocationsOf = async (userId: string) =>
  (await outboxEvents(t, SessionRevoked.type)).filter((event) => event.data.userId === userId).map((e) => e.data);
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `JWT ${token}` }, ...(payload ? { payload } : {}) });

describe('identity.session.revoked', () => {
  it('Log Out names the one session (its jti), after Redis has it, and reaches the stream', async () => {
    const { user, token } = await signedInUser(t);
    const sessionId = claimsOf(token).jti as string;
    assert.deepEqual(await revocationsOf(user.id), []);
    assert.equal((await post('/api/auth/logout', token)).statusCode, 200);

    assert.deepEqual(await revocationsOf(user.id), [{ userId: user.id, sessionId, reason: 'logout' }]);
    assert.equal(await t.app.redis.get(signedOutSessionKey(sessionId, t.sessionVersionPrefix)), '1');
    const published = await lastStreamEvent(t, SessionRevoked.type);
    assert.deepEqual(published.data, { userId: user.id, sessionId, reason: 'logout' });
    assert.equal(published.actor.userId, user.id);
    assert.equal((await post('/api/auth/logout', token)).statusCode, 401);
    assert.equal((await revocationsOf(user.id)).length, 1, 'a refused second Log Out writes nothing');
  });

  it('sign out everywhere ends every token below the new version', async () => {
    const { user, token } = await signedInUser(t);
    assert.equal((await post('/api/auth/logout-everywhere', token)).statusCode, 200);
    assert.deepEqual(await revocationsOf(user.id), [
      { userId: user.id, sessionVersion: 1, reason: 'logout-everywhere' },
    ]);
  });

  it('a password reset ends every token below the new version', async () => {
    const { user, email } = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const { token: resetToken } = await mailedResetToken(t);
    const password = `Mandala-${user.id}`;
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset/${resetToken}`,
      payload: { password, 'confirm-password': password },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.deepEqual(await revocationsOf(user.id), [{ userId: user.id, sessionVersion: 1, reason: 'password-reset' }]);
  });

  it('a role change ends the tokens below the version of the fresh token it answers with', async () => {
    const { user, token } = await signedInUser(t);
    const response = await post('/api/users/validatecode', token, { code: 'revoke-studio-01' });
    assert.equal(response.statusCode, 200, response.body);
    const fresh = claimsOf(response.json().token);
    assert.deepEqual(await revocationsOf(user.id), [
      { userId: user.id, sessionVersion: fresh.sv, reason: 'role-change' },
    ]);
    assert.equal(fresh.sv, 1, 'the fresh token is at the new version: the event does not end it');
    assert.equal((await post('/api/auth/authenticate', response.json().token)).statusCode, 200);
  });

  it('a suspension (no route yet) ends every session the same way, through endAllSessions', async () => {
    const { user, token } = await signedInUser(t);
    await endAllSessions(t.app, user.id, 'suspended', { actor: { userId: null, role: null } });
    assert.deepEqual(await revocationsOf(user.id), [{ userId: user.id, sessionVersion: 1, reason: 'suspended' }]);
    assert.equal(await t.app.redis.get(sessionVersionKey(user.id, t.sessionVersionPrefix)), '1');
    const refused = await post('/api/auth/authenticate', token);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, SESSION_REVOKED);
  });

  it('a request refused before it ends anything writes no revocation', async () => {
    const before = (await outboxEvents(t, SessionRevoked.type)).length;
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' });
    assert.equal(anonymous.statusCode, 401);
    const wrongCode = await post('/api/users/validatecode', (await signedInUser(t)).token, { code: 'NO-SUCH-CODE' });
    assert.equal(wrongCode.statusCode, 400);
    assert.equal((await outboxEvents(t, SessionRevoked.type)).length, before);
  });
});
