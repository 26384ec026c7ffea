import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { payStripe, type StripeStandIn, startStripeStandIn } from '../src/index.js';

let stripe: StripeStandIn;
before(async () => {
  stripe = await startStripeStandIn({ webhookSecret: 'whsec_x' });
});
after(() => stripe.close());

function create(body: string, key = stripe.secretKey) {
  return fetch(`${stripe.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

const ONE_ITEM =
  'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd' +
  '&line_items[0][price_data][unit_amount]=700&line_items[0][price_data][product_data][name]=Print' +
  '&success_url=http://merchant.test/ok?s={CHECKOUT_SESSION_ID}';

test('the API refuses a wrong key and unknown sessions the way Stripe does', async () => {
  assert.equal((await create(ONE_ITEM, 'sk_test_wrong')).status, 401);
  const missing = await fetch(`${stripe.url}/v1/checkout/sessions/cs_test_nope`, {
    headers: { authorization: `Bearer ${stripe.secretKey}` },
  });
  assert.equal(missing.status, 404);
  assert.equal(((await missing.json()) as { error: { code: string } }).error.code, 'resource_missing');
});

test('paying without a webhook URL still completes and records the failed delivery', async () => {
  const session = (await (await create(ONE_ITEM)).json()) as { id: string; url: string; amount_total: number };
  assert.equal(session.amount_total, 700);
  assert.equal(await payStripe(session.url), `http://merchant.test/ok?s=${session.id}`);
  assert.equal(stripe.sessions.get(session.id)?.payment_status, 'paid');
  assert.equal(stripe.deliveries.at(-1)?.error, 'no webhook URL set');
  await assert.rejects(payStripe(session.url), /409/);
});

test('a reused idempotency key with other parameters is refused', async () => {
  const post = (body: string) =>
    fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}`, 'idempotency-key': 'k1' },
      body,
    });
  assert.equal((await post(ONE_ITEM)).status, 200);
  assert.equal((await post(`${ONE_ITEM}&client_reference_id=x`)).status, 400);
});
