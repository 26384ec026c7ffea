import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ESEWA_TEST_SECRET_KEY, type EsewaStandIn, esewaSign, payEsewa, startEsewaStandIn } from '../src/index.js';

let esewa: EsewaStandIn;
before(async () => {
  esewa = await startEsewaStandIn();
});
after(() => esewa.close());

function signedForm(overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    amount: '100',
    tax_amount: '13',
    product_service_charge: '0',
    product_delivery_charge: '0',
    total_amount: '113',
    transaction_uuid: `t-${Date.now()}-${Math.random()}`,
    product_code: 'EPAYTEST',
    success_url: 'http://merchant.test/ok',
    failure_url: 'http://merchant.test/no',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    ...overrides,
  };
  fields.signature = esewaSign(ESEWA_TEST_SECRET_KEY, fields, fields.signed_field_names);
  return fields;
}

async function post(fields: Record<string, string>) {
  return fetch(esewa.formUrl, { method: 'POST', body: new URLSearchParams(fields) });
}

test('the signature matches the sample form of eSewa’s developer guide', () => {
  // The guide's other sample (11-201-13 → 4Ov7p…) does not reproduce with the published key; this one does.
  const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
  assert.equal(
    esewaSign(ESEWA_TEST_SECRET_KEY, fields, 'total_amount,transaction_uuid,product_code'),
    'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
  );
});

test('a form whose parts do not add up to total_amount is refused, even when signed', async () => {
  const response = await post(signedForm({ amount: '50' }));
  assert.equal(response.status, 400);
  assert.match(((await response.json()) as { message: string }).message, /total_amount must equal/);
});

test('a form that does not sign total_amount is refused', async () => {
  const response = await post(signedForm({ signed_field_names: 'transaction_uuid,product_code' }));
  assert.equal(response.status, 400);
});

test('the success redirect carries data signed with the merchant key', async () => {
  const fields = signedForm({ amount: '1000', tax_amount: '0', total_amount: '1000' });
  const location = new URL(await payEsewa(esewa.formUrl, fields));
  const data = JSON.parse(Buffer.from(location.searchParams.get('data')!, 'base64').toString()) as Record<
    string,
    string
  >;
  assert.equal(data.total_amount, '1,000.0');
  assert.equal(data.status, 'COMPLETE');
  assert.equal(data.signature, esewaSign(ESEWA_TEST_SECRET_KEY, data, data.signed_field_names));
  assert.equal(esewa.transactions.get(fields.transaction_uuid)?.status, 'COMPLETE');
});

test('a completed transaction_uuid cannot be paid again', async () => {
  const fields = signedForm();
  await payEsewa(esewa.formUrl, fields);
  assert.equal((await post(fields)).status, 400);
});

test('the status endpoint needs all three parameters', async () => {
  const response = await fetch(`${esewa.statusUrl}?product_code=EPAYTEST`);
  assert.equal(response.status, 400);
});
