import assert from 'node:assert/strict';
import { test } from 'node:test';
import { handOffToProvider } from '../lib/paymentHandoff.js';

/** Just enough of a document to watch what the hand-off builds. */
function fakeDocument() {
  const appended: Record<string, unknown>[] = [];
  const assigned: string[] = [];
  const submitted: Record<string, unknown>[] = [];
  const element = (tag: string) => {
    const node: Record<string, unknown> & { children: unknown[] } = {
      tag,
      style: {},
      children: [],
      append: (child: unknown) => node.children.push(child),
      submit: () => submitted.push(node),
    };
    return node;
  };
  const doc = {
    createElement: element,
    body: { append: (node: Record<string, unknown>) => appended.push(node) },
    defaultView: { location: { assign: (url: string) => assigned.push(url) } },
  };
  return { doc: doc as unknown as Document, appended, assigned, submitted };
}

test('eSewa and ConnectIPS: a hidden form posted to the provider with every field', () => {
  const { doc, appended, submitted, assigned } = fakeDocument();
  handOffToProvider(
    { method: 'POST', action: 'https://esewa.example/epay/main', fields: { amount: '1180', pid: 'order-1' } },
    doc,
  );
  assert.equal(appended.length, 1);
  assert.equal(submitted.length, 1);
  const form = submitted[0] as {
    method: string;
    action: string;
    children: { name: string; value: string; type: string }[];
  };
  assert.equal(form.method, 'POST');
  assert.equal(form.action, 'https://esewa.example/epay/main');
  assert.deepEqual(
    form.children.map((input) => [input.type, input.name, input.value]),
    [
      ['hidden', 'amount', '1180'],
      ['hidden', 'pid', 'order-1'],
    ],
  );
  assert.deepEqual(assigned, []);
});

test('Stripe: the browser opens the hosted page', () => {
  const { doc, appended, assigned } = fakeDocument();
  handOffToProvider({ method: 'GET', action: 'https://checkout.stripe.example/c/pay/cs_1', fields: {} }, doc);
  assert.deepEqual(assigned, ['https://checkout.stripe.example/c/pay/cs_1']);
  assert.equal(appended.length, 0);
});
