import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { cancelEsewa, type EsewaStandIn, payEsewa, startEsewaStandIn } from '@art/payment-stand-ins';
import {
  checkEsewaStatus,
  type EsewaSettings,
  esewaHandoff,
  parseEsewaAmount,
  readEsewaReturn,
} from '../../../../src/modules/payments/providers/esewa.js';
import type { PaymentAttempt } from '../../../../src/modules/payments/providers/handoff.js';

let esewa: EsewaStandIn;
let settings: EsewaSettings;

before(async () => {
  esewa = await startEsewaStandIn();
  settings = {
    formUrl: esewa.formUrl,
    statusUrl: esewa.statusUrl,
    productCode: 'EPAYTEST',
    secretKey: '8gBm/:&EnhH.1/q',
  };
});
after(() => esewa.close());

function anAttempt(): PaymentAttempt {
  return {
    orderId: randomUUID(),
    attemptId: randomUUID(),
    itemTotal: 1000,
    tax: 130,
    shipping: 150,
    grandTotal: 1280,
    description: 'Two paintings',
    successUrl: 'http://shop.test/payments/esewa/success',
    failureUrl: 'http://shop.test/payments/esewa/failure',
  };
}

function dataIn(location: string): string {
  const data = new URL(location).searchParams.get('data');
  assert.ok(data, `no data in ${location}`);
  return data;
}

test('a paid order comes back signed and eSewa confirms it as COMPLETE', async () => {
  const attempt = anAttempt();
  const handoff = esewaHandoff(settings, attempt);
  assert.equal(handoff.method, 'POST');
  assert.equal(handoff.action, esewa.formUrl);

  const before = await checkEsewaStatus(settings, { transactionUuid: attempt.attemptId, totalAmount: 1280 });
  assert.deepEqual(before, { status: 'NOT_FOUND', refId: null });

  const location = await payEsewa(handoff.action, handoff.fields);
  assert.ok(location.startsWith(`${attempt.successUrl}?data=`));
  const read = readEsewaReturn(settings, dataIn(location));
  assert.ok(read.ok, JSON.stringify(read));
  assert.equal(read.transactionUuid, attempt.attemptId);
  assert.equal(read.totalAmount, 1280);
  assert.equal(read.status, 'COMPLETE');

  const status = await checkEsewaStatus(settings, {
    transactionUuid: attempt.attemptId,
    totalAmount: read.totalAmount,
  });
  assert.deepEqual(status, { status: 'COMPLETE', refId: read.transactionCode });
});

test('a returned payload with a changed total_amount is refused', async () => {
  const handoff = esewaHandoff(settings, anAttempt());
  const data = dataIn(await payEsewa(handoff.action, handoff.fields));
  const payload = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
  assert.equal(payload.total_amount, '1,280.0');
  const tampered = Buffer.from(JSON.stringify({ ...payload, total_amount: '1.0' })).toString('base64');
  assert.deepEqual(readEsewaReturn(settings, tampered), { ok: false, reason: 'signature mismatch' });
});

test('a payload signed with another key, or not JSON, is refused', () => {
  const unsigned = Buffer.from(JSON.stringify({ status: 'COMPLETE' })).toString('base64');
  assert.equal(readEsewaReturn(settings, unsigned).ok, false);
  assert.equal(readEsewaReturn(settings, 'not base64 json').ok, false);
});

test('eSewa refuses a form signed with the wrong secret key', async () => {
  const handoff = esewaHandoff({ ...settings, secretKey: 'not-the-key' }, anAttempt());
  await assert.rejects(payEsewa(handoff.action, handoff.fields), /400.*Invalid payload signature/);
});

test('eSewa refuses a form whose total was changed after signing', async () => {
  const handoff = esewaHandoff(settings, anAttempt());
  await assert.rejects(payEsewa(handoff.action, { ...handoff.fields, amount: '1', total_amount: '281' }), /400/);
});

test('a cancelled payment goes to failure_url and reads CANCELED', async () => {
  const attempt = anAttempt();
  const handoff = esewaHandoff(settings, attempt);
  assert.equal(await cancelEsewa(handoff.action, handoff.fields), attempt.failureUrl);
  const status = await checkEsewaStatus(settings, { transactionUuid: attempt.attemptId, totalAmount: 1280 });
  assert.equal(status.status, 'CANCELED');
});

test('a form posted but never paid reads PENDING', async () => {
  const attempt = anAttempt();
  const handoff = esewaHandoff(settings, attempt);
  // The customer reached eSewa's page and left it open.
  const page = await fetch(handoff.action, { method: 'POST', body: new URLSearchParams(handoff.fields) });
  assert.equal(page.status, 200);
  await page.text();
  const status = await checkEsewaStatus(settings, { transactionUuid: attempt.attemptId, totalAmount: 1280 });
  assert.deepEqual(status, { status: 'PENDING', refId: null });
});

test('the status of an unknown transaction, or of the wrong amount, is NOT_FOUND', async () => {
  const attempt = anAttempt();
  const handoff = esewaHandoff(settings, attempt);
  await payEsewa(handoff.action, handoff.fields);
  const wrongAmount = await checkEsewaStatus(settings, { transactionUuid: attempt.attemptId, totalAmount: 1 });
  assert.deepEqual(wrongAmount, { status: 'NOT_FOUND', refId: null });
  const unknown = await checkEsewaStatus(settings, { transactionUuid: randomUUID(), totalAmount: 1280 });
  assert.equal(unknown.status, 'NOT_FOUND');
});

test('paisa amounts survive the round trip', async () => {
  const attempt = { ...anAttempt(), itemTotal: 999.5, tax: 129.94, shipping: 0, grandTotal: 1129.44 };
  const handoff = esewaHandoff(settings, attempt);
  assert.equal(handoff.fields.total_amount, '1129.44');
  const read = readEsewaReturn(settings, dataIn(await payEsewa(handoff.action, handoff.fields)));
  assert.ok(read.ok);
  assert.equal(read.totalAmount, 1129.44);
});

test('a handoff whose parts do not add up is not made', () => {
  assert.throws(() => esewaHandoff(settings, { ...anAttempt(), grandTotal: 1279 }), /does not equal grandTotal/);
});

test('amounts are read as eSewa formats them', () => {
  assert.equal(parseEsewaAmount('1,000.0'), 1000);
  assert.equal(parseEsewaAmount('10,00,000.50'), 1000000.5);
  assert.equal(parseEsewaAmount(100), 100);
  assert.equal(parseEsewaAmount('-1'), null);
  assert.equal(parseEsewaAmount(undefined), null);
});
