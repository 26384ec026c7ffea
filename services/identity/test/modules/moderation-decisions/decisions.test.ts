import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  AccountReinstated,
  AccountSuspended,
  ArtistCodeIssued,
  ArtistCodeRevoked,
  type EventDefinition,
  type EventEnvelope,
  StudioRequestApproved,
  StudioRequestRejected,
} from '@art/contracts';
import { artistCodeHash } from '@art/contracts/artist-codes';
import { waitUntil } from '@art/testing';
import type { Static } from 'typebox';
import { signedInUser } from '../../helpers/accounts.js';
import { lastOutboxEvent, outboxEvents } from '../../helpers/events.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';
import { type FormEntry, jpegImage, multipart } from '../../helpers/uploads.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const OPERATOR = { userId: randomUUID(), role: 1 };

/** Publishes on the run's own bus the way moderation's outbox relay does. */
async function publish<E extends EventDefinition>(definition: E, data: Static<E['data']>) {
  const envelope: EventEnvelope = {
    id: randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    actor: OPERATOR,
    data,
  };
  await t.app.bus.js.publish(t.app.bus.subject(envelope.type), JSON.stringify(envelope), { msgID: envelope.id });
  return envelope;
}

function inject(method: 'GET' | 'POST', url: string, options: { token?: string; payload?: object } = {}) {
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: options.token ? { authorization: `JWT ${options.token}` } : {},
  });
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const requestRow = (userId: string) =>
  t.db.selectFrom('studio_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();

async function applyForStudio(token: string) {
  const entries: FormEntry[] = [
    ['images[]', await jpegImage(800, 600), 'work1.jpg', 'image/jpeg'],
    ['message', 'I carve masks in Bhaktapur.'],
  ];
  const form = await multipart(entries);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/become-artist',
    headers: { authorization: `JWT ${token}`, ...form.headers },
    payload: form.payload,
  });
}

describe('studio requests: the event names the request and its private images', () => {
  it('identity.studio.requested carries requestId and the large and thumbnail keys', async () => {
    const member = await signedInUser(t, { name: 'Bimala Shakya' });
    assert.equal((await applyForStudio(member.token)).statusCode, 200);
    const event = await lastOutboxEvent(t, 'identity.studio.requested');
    const [row] = await requestRow(member.user.id);
    assert.equal(event.data.requestId, row!.id);
    assert.equal(event.data.images.length, 1);
    const { keys, fileName } = event.data.images[0];
    assert.ok(fileName);
    assert.match(keys.large, new RegExp(`^private/studio-requests/${member.user.id}/.*-large\\.webp$`));
    assert.match(keys.thumbnail, /-thumbnail\.webp$/);
  });
});

describe('moderation.studio_request.approved', () => {
  it('makes the member an artist at once; the old token is renewed once, without the password', async () => {
    const member = await signedInUser(t, { name: 'Kiran Shrestha' });
    assert.equal((await applyForStudio(member.token)).statusCode, 200);
    const [request] = await requestRow(member.user.id);
    await publish(StudioRequestApproved, { requestId: request!.id, userId: member.user.id });
    await waitUntil('the member to be an artist', async () => (await userRow(member.user.id)).role === 11);
    assert.equal((await requestRow(member.user.id))[0]!.status, 'approved');
    const became = await lastOutboxEvent(t, 'identity.user.became_artist');
    assert.deepEqual(became.data, { userId: member.user.id, role: 11, via: 'studio-request' });
    assert.equal(became.actor.userId, OPERATOR.userId, 'the operator who decided is the actor');
    const revoked = await lastOutboxEvent(t, 'identity.session.revoked');
    assert.equal(revoked.data.reason, 'role-change');
    assert.equal((await lastOutboxEvent(t, 'identity.user.updated')).data.role, 11);

    // The old token ended: identity refuses it; exchanged in the body, it gives an artist's token.
    assert.equal((await inject('POST', '/api/auth/authenticate', { token: member.token })).statusCode, 401);
    const refreshed = await inject('POST', '/api/users/session/refresh', { payload: { token: member.token } });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.equal(refreshed.json().user.role, 11);
    assert.equal(claimsOf(refreshed.json().token).role, 11);
    const authed = await inject('POST', '/api/auth/authenticate', { token: refreshed.json().token });
    assert.equal(authed.statusCode, 200);
    assert.equal(authed.json().user.role, 11);
    // Once only.
    const twice = await inject('POST', '/api/users/session/refresh', { payload: { token: member.token } });
    assert.equal(twice.statusCode, 401);
    assert.equal(twice.json().message, 'Your session cannot be renewed. Please login again');

    // A redelivery (a new event id, the same decision) changes nothing more.
    const versionBefore = (await userRow(member.user.id)).session_version;
    await publish(StudioRequestApproved, { requestId: request!.id, userId: member.user.id });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal((await userRow(member.user.id)).session_version, versionBefore);
  });

  it('no refresh for a live token, a forged or expired one, or one ended by anything but a role change', async () => {
    const member = await signedInUser(t, { name: 'Sabina Rai' });
    const refresh = (token: string) => inject('POST', '/api/users/session/refresh', { payload: { token } });
    assert.equal((await refresh(member.token)).statusCode, 401, 'a live token is no role change');
    assert.equal((await refresh('not-a-token')).statusCode, 401);
    assert.equal((await refresh(`${member.token.slice(0, -4)}AAAA`)).statusCode, 401);
    const expired = t.app.jwt.sign({ ...claimsOf(member.token), exp: Math.floor(Date.now() / 1000) - 10 });
    assert.equal((await refresh(expired)).statusCode, 401);
    // Signed out everywhere: not a role change.
    assert.equal((await inject('POST', '/api/auth/logout-everywhere', { token: member.token })).statusCode, 200);
    assert.equal((await refresh(member.token)).statusCode, 401);
    // A role change after a sign-out everywhere: only tokens issued after it may be renewed.
    const login = await inject('POST', '/api/auth/login', {
      payload: { email: member.email, password: member.password },
    });
    const fresh = login.json().token as string;
    assert.equal((await applyForStudio(fresh)).statusCode, 200);
    const [request] = await requestRow(member.user.id);
    await publish(StudioRequestApproved, { requestId: request!.id, userId: member.user.id });
    await waitUntil('the member to be an artist', async () => (await userRow(member.user.id)).role === 11);
    assert.equal((await refresh(member.token)).statusCode, 401, 'ended by the sign-out everywhere first');
    assert.equal((await refresh(fresh)).statusCode, 200);
  });
});

describe('moderation.studio_request.rejected', () => {
  it('marks the request rejected with the reason, and the member may apply again', async () => {
    const member = await signedInUser(t, { name: 'Roshan Tamang' });
    assert.equal((await applyForStudio(member.token)).statusCode, 200);
    assert.equal((await applyForStudio(member.token)).statusCode, 409, 'one open request at a time');
    const [request] = await requestRow(member.user.id);
    await publish(StudioRequestRejected, {
      requestId: request!.id,
      userId: member.user.id,
      reason: 'Please show finished works',
    });
    await waitUntil(
      'the request to be rejected',
      async () => (await requestRow(member.user.id))[0]?.status === 'rejected',
    );
    const [rejected] = await requestRow(member.user.id);
    assert.equal(rejected!.rejection_reason, 'Please show finished works');
    assert.equal((await userRow(member.user.id)).role, 21);
    const again = await applyForStudio(member.token);
    assert.equal(again.statusCode, 200, again.body);
    const requests = await requestRow(member.user.id);
    assert.deepEqual(
      requests.map((r) => r.status),
      ['pending', 'rejected'],
    );
  });
});

const validate = (token: string, code: string) =>
  inject('POST', '/api/users/validatecode', { token, payload: { code } });

describe('artist codes issued by operators, known by their hash', () => {
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

  it('a code issued is redeemed typed in any case, with or without dashes, once; ArtistCodeRedeemed follows', async () => {
    const codeId = randomUUID();
    await publish(ArtistCodeIssued, {
      codeId,
      codeHash: artistCodeHash('KALA-7QX2-M9PA'),
      expiresAt: inAWeek(),
      email: null,
    });
    await waitUntil('the code to be stored', async () =>
      Boolean(await t.db.selectFrom('artist_codes').select('code_id').where('code_id', '=', codeId).executeTakeFirst()),
    );
    const stored = await t.db
      .selectFrom('artist_codes')
      .selectAll()
      .where('code_id', '=', codeId)
      .executeTakeFirstOrThrow();
    assert.equal(stored.code, null, 'the text is never stored');
    const member = await signedInUser(t, { name: 'Nima Sherpa' });
    const redeemed = await validate(member.token, ' kala 7qx2m9pa ');
    assert.equal(redeemed.statusCode, 200, redeemed.body);
    assert.equal(redeemed.json().user.role, 11);
    const event = await lastOutboxEvent(t, 'identity.artist_code.redeemed');
    assert.deepEqual(event.data, { codeId, userId: member.user.id });
    const other = await signedInUser(t, { name: 'Dawa Sherpa' });
    assert.equal((await validate(other.token, 'KALA-7QX2-M9PA')).statusCode, 400, 'used');
  });

  it('refuses a revoked, an expired, and another address’s code with the usual message', async () => {
    const member = await signedInUser(t, { name: 'Pasang Lama' });
    const revokedId = randomUUID();
    const expiredId = randomUUID();
    const boundId = randomUUID();
    await publish(ArtistCodeIssued, {
      codeId: revokedId,
      codeHash: artistCodeHash('REVOKED-1'),
      expiresAt: inAWeek(),
      email: null,
    });
    await publish(ArtistCodeRevoked, { codeId: revokedId });
    await publish(ArtistCodeIssued, {
      codeId: expiredId,
      codeHash: artistCodeHash('EXPIRED-1'),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      email: null,
    });
    await publish(ArtistCodeIssued, {
      codeId: boundId,
      codeHash: artistCodeHash('BOUND-1'),
      expiresAt: inAWeek(),
      email: member.email.toUpperCase(),
    });
    await waitUntil('the codes to be stored and revoked', async () => {
      const rows = await t.db
        .selectFrom('artist_codes')
        .selectAll()
        .where('code_id', 'in', [revokedId, expiredId, boundId])
        .execute();
      return rows.length === 3 && rows.some((r) => r.code_id === revokedId && r.revoked_at !== null);
    });
    const someoneElse = await signedInUser(t, { name: 'Lhakpa Lama' });
    for (const [token, code] of [
      [member.token, 'REVOKED-1'],
      [member.token, 'EXPIRED-1'],
      [someoneElse.token, 'BOUND-1'],
    ] as const) {
      const answer = await validate(token, code);
      assert.equal(answer.statusCode, 400, code);
      assert.equal(answer.json().message, 'The code you provided could not be verified.');
    }
    // A used code cannot be revoked into unused, and the bound one works for its address.
    const bound = await validate(member.token, 'bound-1');
    assert.equal(bound.statusCode, 200, bound.body);
    await publish(ArtistCodeRevoked, { codeId: boundId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const row = await t.db
      .selectFrom('artist_codes')
      .selectAll()
      .where('code_id', '=', boundId)
      .executeTakeFirstOrThrow();
    assert.equal(row.revoked_at, null);
    assert.equal(row.used_by, member.user.id);
  });
});

describe('suspension, appeal and reinstatement', () => {
  it('a suspended member cannot sign in (403 account-suspended with the reason), every session ends, the snapshot says so', async () => {
    const member = await signedInUser(t, { name: 'Suman Karki' });
    const onlooker = await signedInUser(t, { name: 'Gita Pokharel' });
    const login = () =>
      inject('POST', '/api/auth/login', { payload: { email: member.email, password: member.password } });
    const profile = (token?: string) => inject('GET', `/api/user/getbyslug/${member.user.slug}`, { token });
    assert.equal((await profile(onlooker.token)).statusCode, 200);
    await publish(AccountSuspended, { caseId: null, userId: member.user.id, reason: 'Selling copies of others’ work' });
    await waitUntil('the account to be suspended', async () => (await userRow(member.user.id)).suspended_at !== null);
    const refused = await login();
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      status: 'account-suspended',
      message: 'Your account has been suspended: Selling copies of others’ work',
      code: 'account-suspended',
    });
    assert.equal((await inject('POST', '/api/auth/authenticate', { token: member.token })).statusCode, 401);
    const ended = (await outboxEvents(t, 'identity.session.revoked')).filter((e) => e.data.userId === member.user.id);
    assert.equal(ended.at(-1)!.data.reason, 'suspended');
    const snapshot = (await outboxEvents(t, 'identity.user.updated')).filter((e) => e.data.userId === member.user.id);
    assert.equal(snapshot.at(-1)!.data.suspended, true);
    // The profile is not there for anybody else, as the member's content is not in the other areas.
    assert.equal((await profile(onlooker.token)).statusCode, 404);
    assert.equal((await profile()).statusCode, 404);
    assert.equal(
      (await inject('POST', '/api/users/session/refresh', { payload: { token: member.token } })).statusCode,
      401,
    );
    // A wrong password still says only that.
    const wrong = await inject('POST', '/api/auth/login', { payload: { email: member.email, password: 'nope-nope' } });
    assert.equal(wrong.statusCode, 401);

    // One appeal per suspension, with e-mail and password.
    const appeal = (text: string, password = member.password) =>
      inject('POST', '/api/users/appeal', { payload: { email: member.email, password, text } });
    assert.equal((await appeal('They are my own prints', 'wrong-password')).statusCode, 401);
    assert.equal((await appeal('   ')).statusCode, 400);
    const sent = await appeal('They are my own prints; here is the studio where I made them.');
    assert.equal(sent.statusCode, 200, sent.body);
    const appealed = await lastOutboxEvent(t, 'identity.appeal.submitted');
    assert.equal(appealed.data.userId, member.user.id);
    assert.equal(appealed.data.text, 'They are my own prints; here is the studio where I made them.');
    const twice = await appeal('Again');
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, 'You have already appealed this suspension');

    // Lifted: sign-in works again, the snapshot says so; an appeal now is refused.
    await publish(AccountReinstated, { userId: member.user.id, reason: 'Appeal upheld' });
    await waitUntil('the suspension to be lifted', async () => (await userRow(member.user.id)).suspended_at === null);
    assert.equal((await login()).statusCode, 200);
    assert.equal((await profile(onlooker.token)).statusCode, 200, 'the profile is back');
    const lifted = (await outboxEvents(t, 'identity.user.updated')).filter((e) => e.data.userId === member.user.id);
    assert.equal(lifted.at(-1)!.data.suspended, false);
    const notSuspended = await appeal('Nothing to appeal');
    assert.equal(notSuspended.statusCode, 409);
    assert.equal(notSuspended.json().message, 'This account is not suspended');
  });

  it('every snapshot carries suspended (false for a member in good standing)', async () => {
    const member = await signedInUser(t, { name: 'Gita Adhikari' });
    const registered = (await outboxEvents(t, 'identity.user.registered')).find(
      (e) => e.data.userId === member.user.id,
    );
    assert.equal(registered!.data.suspended, false);
  });
});
