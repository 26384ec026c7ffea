import type { PaymentHandoff } from '@art/sdk/commerce';

/**
 * Sends the browser to the payment provider: a page to open (Stripe's hosted checkout) or a form
 * to post (eSewa, ConnectIPS), built hidden and submitted as the provider expects.
 */
export function handOffToProvider(handoff: PaymentHandoff, doc: Document = document): void {
  if (handoff.method === 'GET') {
    doc.defaultView?.location.assign(handoff.action);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = handoff.action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(handoff.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
