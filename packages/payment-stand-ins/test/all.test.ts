import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateMerchantKeys, startAllStandIns } from '../src/index.js';

test('startAllStandIns starts the three providers and closes them together', async () => {
  const all = await startAllStandIns({
    connectIps: { publicKeyPem: generateMerchantKeys().publicKeyPem },
    stripe: { webhookSecret: 'whsec_all' },
  });
  const urls = [all.esewa.url, all.connectIps.url, all.stripe.url];
  assert.equal(new Set(urls).size, 3);
  const status = await fetch(`${all.esewa.statusUrl}?product_code=EPAYTEST&total_amount=1&transaction_uuid=x`);
  assert.equal(((await status.json()) as { status: string }).status, 'NOT_FOUND');
  await all.close();
  await assert.rejects(fetch(all.stripe.url));
});
