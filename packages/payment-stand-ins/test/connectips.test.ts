import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  type ConnectIpsStandIn,
  connectIpsFormMessage,
  generateMerchantKeys,
  payConnectIps,
  rsaSign,
  startConnectIpsStandIn,
} from '../src/index.js';

const keys = generateMerchantKeys();
let connectIps: ConnectIpsStandIn;
before(async () => {
  connectIps = await startConnectIpsStandIn({ publicKeyPem: keys.publicKeyPem });
});
after(() => connectIps.close());

function signedForm(txnId: string): Record<string, string> {
  const fields: Record<string, string> = {
    MERCHANTID: connectIps.merchantId,
    APPID: connectIps.appId,
    APPNAME: 'Shop',
    TXNID: txnId,
    TXNDATE: '01-02-2025',
    TXNCRNCY: 'NPR',
    TXNAMT: '1000',
    REFERENCEID: 'R1',
    REMARKS: 'r',
    PARTICULARS: 'p',
  };
  fields.TOKEN = rsaSign(keys.privateKeyPem, connectIpsFormMessage(fields));
  return fields;
}

test('without registered return URLs the stand-in cannot send the customer back', async () => {
  await assert.rejects(payConnectIps(connectIps.formUrl, signedForm('T-no-urls')), /500/);
});

test('validatetxn needs the app’s Basic credentials', async () => {
  const response = await fetch(connectIps.validateUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(response.status, 401);
});

test('a paid transaction moves to SUCCESS and returns to the registered URL', async () => {
  connectIps.setReturnUrls('http://merchant.test/ok', 'http://merchant.test/no');
  assert.equal(await payConnectIps(connectIps.formUrl, signedForm('T-paid')), 'http://merchant.test/ok?TXNID=T-paid');
  assert.equal(connectIps.transactions.get('T-paid')?.status, 'SUCCESS');
});
