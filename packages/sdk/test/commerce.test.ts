import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { placeOrder } from '@art/sdk/commerce';
import { startServer } from './server.js';

const payload = {
  orderItems: [{ product: 'art-1' }],
  paymentMethod: 'cash' as const,
  shippingInfo: {
    name: 'Sita Shrestha',
    email: 'sita@example.com',
    phone: '9841000000',
    country: 'Nepal',
    city: 'Kathmandu',
    state: 'Bagmati',
    postalCode: '44600',
    address: 'Thamel Marg 12',
  },
};

describe('placeOrder()', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let answer: Record<string, unknown> = {};
  before(async () => {
    server = await startServer(() => ({ body: answer }));
  });
  after(() => server.close());

  it('gives the order number the finish page shows', async () => {
    answer = { status: 'success', orderId: 'o-1', orderNumber: 'KB-000123', paymentMethod: 'cash', grandTotal: 1180 };
    const placed = await placeOrder(payload, { baseUrl: server.baseUrl });
    assert.equal(placed.orderId, 'o-1');
    assert.equal(placed.orderNumber, 'KB-000123');
    assert.equal(placed.grandTotal, 1180);
    assert.deepEqual(placed.dropped, []);
    assert.equal(server.requests.at(-1)?.url, '/api/user/order');
  });

  it('an answer without a number gives an empty one, never a made-up one', async () => {
    answer = { status: 'success', orderId: 'o-2', paymentMethod: 'cash', grandTotal: 1180 };
    const placed = await placeOrder(payload, { baseUrl: server.baseUrl });
    assert.equal(placed.orderNumber, '');
    assert.equal(placed.orderId, 'o-2');
  });
});
