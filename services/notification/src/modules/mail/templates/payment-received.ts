import { formatNpr } from '@art/prices';
import { escapeHtml, greeting, htmlPage, namedLinkHtml, type RenderedMail, strongHtml } from '../layout.js';
import type { MailWords } from '../words.js';
import { linesText, money, type OrderLine, type PaymentMethodName, paymentMethodText } from './order-lines.js';

export interface PaymentReceivedMail {
  /** The buyer's name, read from identity when the mail is sent. */
  name: string;
  orderId: string;
  /** "KB-000123": quoted instead of the id when the event carried it. */
  orderNumber?: string;
  items: OrderLine[];
  /** In the currency the provider charged: NPR whole, USD in cents (Stripe). */
  amount: number;
  currency: 'NPR' | 'USD';
  provider: PaymentMethodName;
  /** The provider's reference, for the buyer's own records. */
  reference: string;
  ordersUrl: string;
}

/** To the buyer once the payment of an order (or of some of its items) has come in. */
export function paymentReceivedMail(props: PaymentReceivedMail, words: MailWords): RenderedMail {
  const number = props.orderNumber ?? props.orderId;
  const subject = words.text('paymentReceived.subject', { number });
  const paid = money(props.amount, props.currency, words.language);
  const method = paymentMethodText(props.provider, words);
  const reference = props.reference ? [words.text('paymentReceived.reference', { reference: props.reference })] : [];
  const text = [
    greeting(props.name, words),
    '',
    words.text('paymentReceived.received', { amount: paid, method, number }),
    ...reference,
    '',
    ...linesText(props.items, words.language),
    '',
    words.text('paymentReceived.prepare'),
    props.ordersUrl,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(props.name, words))}</p>`,
      `<p>${words.html('paymentReceived.received', { method }, { amount: strongHtml(paid), number: strongHtml(number) })}</p>`,
      ...reference.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<ul>${props.items.map((item) => `<li>${escapeHtml(item.name)}: ${escapeHtml(formatNpr(item.price, words.language))}</li>`).join('')}</ul>`,
      `<p>${words.html('paymentReceived.prepareHtml', {}, { link: namedLinkHtml(props.ordersUrl, words.text('orders.myOrders')) })}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
