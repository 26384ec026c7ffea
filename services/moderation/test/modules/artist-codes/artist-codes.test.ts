import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { ArtistCodeRedeemed } from '@art/contracts';
import { artistCodeHash, normalizeArtistCode } from '@art/contracts/artist-codes';
import { envelopeOf, processed, publish } from '@art/testing';
import { IDENTITY_DURABLE } from '../../../src/consumers.js';
import { newArtistCode } from '../../../src/modules/artist-codes/rules.js';
import { moderationSuite } from '../../support/suite.js';
import { auditOf, caller, outboxData, registered } from '../../support/test-app.js';

const t = moderationSuite('codes', { operator: { name: 'Op Codes', role: 1 } });

test('codes are 16 random base32 characters in groups of four, hashed after normalizing', () => {
  const codes = new Set(Array.from({ length: 200 }, newArtistCode));
  assert.equal(codes.size, 200);
  for (const code of codes) assert.match(code, /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
  assert.equal(normalizeArtistCode(' abcd-efgh ijkl-mnop '), 'ABCDEFGHIJKLMNOP');
  assert.equal(artistCodeHash('abcd-efgh-ijkl-mnop'), createHash('sha256').update('ABCDEFGHIJKLMNOP').digest('hex'));
});

test('issue: 201 with the code once; only its hash is stored and announced; the audit row never holds it', async () => {
  const call = caller(t.app);
  const response = await call(t.operator, 'POST', '/api/moderation/artist-codes', {
    expiresInDays: 10,
    email: 'Artist@Example.com',
  });
  assert.equal(response.statusCode, 201, response.body);
  const { code, artistCode } = response.json().data;
  assert.match(code, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  assert.equal(artistCode.state, 'unused');
  assert.equal(artistCode.hint, code.slice(-4));
  assert.equal(artistCode.email, 'artist@example.com');
  const days = (Date.parse(artistCode.expiresAt) - Date.now()) / 86_400_000;
  assert.ok(days > 9.9 && days <= 10);

  const stored = await t.db.selectFrom('artist_codes').selectAll().where('id', '=', artistCode.id).executeTakeFirst();
  assert.equal(stored?.code_hash, artistCodeHash(code));
  const everything = JSON.stringify(await t.db.selectFrom('artist_codes').selectAll().execute());
  assert.ok(!everything.includes(normalizeArtistCode(code)) && !everything.includes(code), 'the code is not stored');
  const [issued] = (await outboxData(t.db, 'moderation.artist_code.issued')).filter((e) => e.codeId === artistCode.id);
  assert.deepEqual(issued, {
    codeId: artistCode.id,
    codeHash: artistCodeHash(code),
    expiresAt: artistCode.expiresAt,
    email: 'artist@example.com',
  });
  const audit = JSON.stringify(await auditOf(t.db, 'artist-code.issue'));
  assert.ok(!audit.includes(normalizeArtistCode(code)) && !audit.includes(code), 'the log never holds the code');

  const list = await call(t.operator, 'GET', '/api/moderation/artist-codes');
  assert.equal(list.statusCode, 200);
  assert.ok(!list.body.includes(code));
  assert.ok(list.json().data.result.some((c: { id: string }) => c.id === artistCode.id));
});

test('defaults to 30 days; refuses 0 or 366 days', async () => {
  const call = caller(t.app);
  const response = await call(t.operator, 'POST', '/api/moderation/artist-codes', {});
  assert.equal(response.statusCode, 201);
  const days = (Date.parse(response.json().data.artistCode.expiresAt) - Date.now()) / 86_400_000;
  assert.ok(days > 29.9 && days <= 30);
  assert.equal(response.json().data.artistCode.email, null);
  for (const expiresInDays of [0, 366]) {
    assert.equal((await call(t.operator, 'POST', '/api/moderation/artist-codes', { expiresInDays })).statusCode, 400);
  }
});

test('revoke: only an unused code (a used one is 409); redeemed codes show who used them', async () => {
  const call = caller(t.app);
  const member = await registered(t, { name: 'Code User' });
  const first = (await call(t.operator, 'POST', '/api/moderation/artist-codes', {})).json().data.artistCode;
  const second = (await call(t.operator, 'POST', '/api/moderation/artist-codes', {})).json().data.artistCode;

  const revoked = await call(t.operator, 'POST', `/api/moderation/artist-codes/${first.id}/revoke`);
  assert.equal(revoked.statusCode, 200, revoked.body);
  assert.equal(revoked.json().data.state, 'revoked');
  assert.deepEqual((await outboxData(t.db, 'moderation.artist_code.revoked')).at(-1), { codeId: first.id });
  const again = await call(t.operator, 'POST', `/api/moderation/artist-codes/${first.id}/revoke`);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().status, 'not-unused');

  const redeemed = envelopeOf(ArtistCodeRedeemed, { codeId: second.id, userId: member.id });
  await publish(t.app.bus, redeemed);
  await processed(t.db, IDENTITY_DURABLE, redeemed.id);
  const list = (await call(t.operator, 'GET', '/api/moderation/artist-codes')).json().data.result;
  const used = list.find((c: { id: string }) => c.id === second.id);
  assert.equal(used.state, 'used');
  assert.deepEqual(used.usedBy, { id: member.id, name: member.name });
  const refused = await call(t.operator, 'POST', `/api/moderation/artist-codes/${second.id}/revoke`);
  assert.equal(refused.statusCode, 409);
  assert.equal((await auditOf(t.db, 'artist-code.revoke')).length, 1);
});
