import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';
import { linesText, money, npr, type OrderLine, type PaymentMethodName, paymentMethodText } from './order-lines.js';

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
export function paymentReceivedMail(props: PaymentReceivedMail): RenderedMail {
  const number = props.orderNumber ?? props.orderId;
  const subject = `Payment received for your order ${number}`;
  const paid = money(props.amount, props.currency);
  const method = paymentMethodText(props.provider);
  const text = [
    greeting(props.name),
    '',
    `We received your payment of ${paid} by ${method} for order ${number}.`,
    ...(props.reference ? [`Payment reference: ${props.reference}`] : []),
    '',
    ...linesText(props.items),
    '',
    'The artists now prepare your artworks for delivery. Follow your order from My Orders:',
    props.ordersUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(props.name))}</p>`,
    `<p>We received your payment of <strong>${escapeHtml(paid)}</strong> by ${escapeHtml(method)} for order <strong>${escapeHtml(number)}</strong>.</p>`,
    ...(props.reference ? [`<p>Payment reference: ${escapeHtml(props.reference)}</p>`] : []),
    `<ul>${props.items.map((item) => `<li>${escapeHtml(item.name)}: ${escapeHtml(npr(item.price))}</li>`).join('')}</ul>`,
    `<p>The artists now prepare your artworks for delivery. Follow your order from <a href="${escapeHtml(props.ordersUrl)}">My Orders</a>.</p>`,
  ]);
  return { subject, text, html };
}
