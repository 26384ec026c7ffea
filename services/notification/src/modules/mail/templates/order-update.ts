import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';
import { linesText, npr, type OrderLine } from './order-lines.js';

/** A step of a buyer's order after it was placed, as the mail names it. */
export type OrderStep =
  | 'confirmed'
  | 'shipped'
  | 'delivered'
  | 'cancelled-by-artist'
  | 'payment-timeout'
  | 'cash-timeout'
  | 'refund-pending'
  | 'refund-made';

export interface OrderUpdateMail {
  /** The buyer's name, read from identity when the mail is sent. */
  name: string;
  orderNumber: string;
  step: OrderStep;
  /** The items this step concerns. */
  items: OrderLine[];
  /** Whole NPR going back (refund steps only): refundDue, as the event carries it. */
  amountNpr?: number;
  /** The buyer's page of this order. */
  orderUrl: string;
}

const SUBJECTS: Record<OrderStep, string> = {
  confirmed: 'confirmed by the artist',
  shipped: 'shipped',
  delivered: 'delivered',
  'cancelled-by-artist': 'cancelled by the artist',
  'payment-timeout': 'cancelled: no payment arrived in time',
  'cash-timeout': 'cancelled: the artist did not confirm in time',
  'refund-pending': 'refund pending',
  'refund-made': 'refund made',
};

/** What happened, in one sentence after "Your order KB-000123:". */
function headline(props: OrderUpdateMail): string {
  const amount = props.amountNpr !== undefined ? npr(props.amountNpr) : 'the amount';
  const these = props.items.length === 1 ? 'this artwork' : 'these artworks';
  switch (props.step) {
    case 'confirmed':
      return `the artist confirmed ${these}.`;
    case 'shipped':
      return `${these} ${props.items.length === 1 ? 'is' : 'are'} on the way.`;
    case 'delivered':
      return `${these} ${props.items.length === 1 ? 'was' : 'were'} delivered.`;
    case 'cancelled-by-artist':
      return `the artist cancelled ${these}. Nothing more is owed for ${props.items.length === 1 ? 'it' : 'them'}.`;
    case 'payment-timeout':
      return `no payment arrived in time, so ${these} ${props.items.length === 1 ? 'was' : 'were'} cancelled and released.`;
    case 'cash-timeout':
      return `the artist did not confirm ${these} in time, so ${props.items.length === 1 ? 'it was' : 'they were'} cancelled.`;
    case 'refund-pending':
      return `a refund of ${amount} is on its way back to you. We tell you when it is made.`;
    case 'refund-made':
      return `we refunded ${amount} to you.`;
  }
}

/**
 * To the buyer at each step of an order after it was placed (the artist confirmed, shipped or
 * delivered items, items were cancelled, a refund is pending or made), with the order's link.
 */
export function orderUpdateMail(props: OrderUpdateMail): RenderedMail {
  const subject = `Your order ${props.orderNumber}: ${SUBJECTS[props.step]}`;
  const sentence = `Your order ${props.orderNumber}: ${headline(props)}`;
  const text = [
    greeting(props.name),
    '',
    sentence,
    '',
    ...linesText(props.items),
    '',
    'See your order:',
    props.orderUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(props.name))}</p>`,
    `<p>${escapeHtml(sentence)}</p>`,
    `<ul>${props.items.map((item) => `<li>${escapeHtml(item.name)}: ${escapeHtml(npr(item.price))}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(props.orderUrl)}">See your order</a></p>`,
  ]);
  return { subject, text, html };
}
