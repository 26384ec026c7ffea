import { formatNpr } from '@art/prices';
import { escapeHtml, greeting, htmlPage, namedLinkHtml, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';
import { linesText, type OrderLine } from './order-lines.js';

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

/** What happened, in one sentence after "Your order KB-000123:". */
function headline(props: OrderUpdateMail, words: MailWords): string {
  const amount =
    props.amountNpr !== undefined ? formatNpr(props.amountNpr, words.language) : words.text('orderUpdate.theAmount');
  const count = props.items.length === 1 ? 'one' : 'many';
  return words.text(`orderUpdate.headlines.${props.step}.${count}`, { amount });
}

/**
 * To the buyer at each step of an order after it was placed (the artist confirmed, shipped or
 * delivered items, items were cancelled, a refund is pending or made), with the order's link.
 */
export function orderUpdateMail(props: OrderUpdateMail, words: MailWords): RenderedMail {
  const number = props.orderNumber;
  const subject = words.text('orderUpdate.subject', { number, what: words.text(`orderUpdate.subjects.${props.step}`) });
  const sentence = words.text('orderUpdate.sentence', { number, what: headline(props, words) });
  const text = [
    greeting(props.name, words),
    '',
    sentence,
    '',
    ...linesText(props.items, words.language),
    '',
    words.text('orderUpdate.see'),
    props.orderUrl,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(props.name, words))}</p>`,
      `<p>${escapeHtml(sentence)}</p>`,
      `<ul>${props.items.map((item) => `<li>${escapeHtml(item.name)}: ${escapeHtml(formatNpr(item.price, words.language))}</li>`).join('')}</ul>`,
      `<p>${namedLinkHtml(props.orderUrl, words.text('orderUpdate.seeLink'))}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
