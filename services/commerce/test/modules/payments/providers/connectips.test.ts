import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  type ConnectIpsStandIn,
  cancelConnectIps,
  generateMerchantKeys,
  payConnectIps,
  startConnectIpsStandIn,
} from '@art/payment-stand-ins';
import {
  type ConnectIpsSettings,
  connectIpsDate,
  connectIpsHandoff,
  validateConnectIpsTxn,
} from '../../../../src/modules/payments/providers/connectips.js';
import type { PaymentAttempt } from '../../../../src/modules/payments/providers/handoff.js';

const SUCCESS_URL = 'http://shop.test/payments/connectips/success';
const FAILURE_URL = 'http://shop.test/payments/connectips/failure';

let connectIps: ConnectIpsStandIn;
let settings: ConnectIpsSettings;

before(async () => {
  const keys = generateMerchantKeys();
  connectIps = await startConnectIpsStandIn({
    publicKeyPem: keys.publicKeyPem,
    merchantId: '257',
    appId: 'MER-257-APP-1',
  });
  connectIps.setReturnUrls(SUCCESS_URL, FAILURE_URL);
  settings = {
    formUrl: connectIps.formUrl,
    validateUrl: connectIps.validateUrl,
    merchantId: '257',
    appId: 'MER-257-APP-1',
    appName: 'Art Marketplace',
    password: connectIps.password,
    privateKeyPem: keys.privateKeyPem,
  };
});
after(() => connectIps.close());

function anAttempt(): PaymentAttempt {
  return {
    orderId: `ORD-${randomBytes(4).toString('hex')}`,
    // ConnectIPS allows at most 20 characters.
    attemptId: `A${randomBytes(8).toString('hex')}`,
    itemTotal: 2000,
    tax: 260,
    shipping: 100.5,
    grandTotal: 2360.5,
    description: 'Watercolour, framed',
    successUrl: 'ignored: ConnectIPS uses the registered URL',
    failureUrl: 'ignored: ConnectIPS uses the registered URL',
  };
}

test('a paid transaction returns with its TXNID and validates as SUCCESS', async () => {
  const attempt = anAttempt();
  const handoff = connectIpsHandoff(settings, attempt, new Date('2025-03-14T10:00:00Z'));
  assert.equal(handoff.method, 'POST');
  assert.equal(handoff.fields.TXNAMT, '236050');
  assert.equal(handoff.fields.TXNDATE, '14-03-2025');
  assert.equal(handoff.fields.REFERENCEID, attempt.orderId);

  const location = await payConnectIps(handoff.action, handoff.fields);
  assert.equal(location, `${SUCCESS_URL}?TXNID=${attempt.attemptId}`);
  const result = await validateConnectIpsTxn(settings, { txnId: attempt.attemptId, amountPaisa: 236050 });
  assert.equal(result.status, 'SUCCESS');
});

test('validating with another amount is FAILED', async () => {
  const attempt = anAttempt();
  const handoff = connectIpsHandoff(settings, attempt);
  await payConnectIps(handoff.action, handoff.fields);
  const result = await validateConnectIpsTxn(settings, { txnId: attempt.attemptId, amountPaisa: 100 });
  assert.equal(result.status, 'FAILED');
});

test('a cancelled or unknown transaction is FAILED', async () => {
  const attempt = anAttempt();
  const handoff = connectIpsHandoff(settings, attempt);
  assert.equal(await cancelConnectIps(handoff.action, handoff.fields), `${FAILURE_URL}?TXNID=${attempt.attemptId}`);
  const cancelled = await validateConnectIpsTxn(settings, { txnId: attempt.attemptId, amountPaisa: 236050 });
  assert.equal(cancelled.status, 'FAILED');
  const unknown = await validateConnectIpsTxn(settings, { txnId: 'never-posted', amountPaisa: 236050 });
  assert.equal(unknown.status, 'FAILED');
});

test('a form signed with another key is refused', async () => {
  const handoff = connectIpsHandoff({ ...settings, privateKeyPem: generateMerchantKeys().privateKeyPem }, anAttempt());
  await assert.rejects(payConnectIps(handoff.action, handoff.fields), /400.*invalid TOKEN/);
});

test('a form whose amount was changed after signing is refused', async () => {
  const handoff = connectIpsHandoff(settings, anAttempt());
  await assert.rejects(payConnectIps(handoff.action, { ...handoff.fields, TXNAMT: '100' }), /400.*invalid TOKEN/);
});

test('validation signed with another key is an ERROR, with a wrong password it throws', async () => {
  const attempt = anAttempt();
  const handoff = connectIpsHandoff(settings, attempt);
  await payConnectIps(handoff.action, handoff.fields);
  const txn = { txnId: attempt.attemptId, amountPaisa: 236050 };
  const otherKey = { ...settings, privateKeyPem: generateMerchantKeys().privateKeyPem };
  assert.equal((await validateConnectIpsTxn(otherKey, txn)).status, 'ERROR');
  await assert.rejects(validateConnectIpsTxn({ ...settings, password: 'wrong' }, txn), /401/);
});

test('TXNDATE is the date in Nepal, and long TXNIDs are refused', () => {
  assert.equal(connectIpsDate(new Date('2024-12-31T18:14:00Z')), '31-12-2024');
  assert.equal(connectIpsDate(new Date('2024-12-31T18:15:00Z')), '01-01-2025');
  assert.throws(() => connectIpsHandoff(settings, { ...anAttempt(), attemptId: 'x'.repeat(21) }), /at most 20/);
});
