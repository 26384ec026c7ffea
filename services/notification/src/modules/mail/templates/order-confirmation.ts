import { formatNpr } from '@art/prices';
import { escapeHtml, greeting, htmlPage, namedLinkHtml, type RenderedMail, strongHtml } from '../layout.js';
import type { MailWords } from '../words.js';
import {
  figuresText,
  linesText,
  type OrderLine,
  orderTableHtml,
  type PaymentMethodName,
  paymentMethodText,
  taxLabel,
} from './order-lines.js';

export interface OrderConfirmationMail {
  /** The buyer's name, as the order carries it. */
  name: string;
  orderId: string;
  /** "KB-000123": quoted instead of the id when the event carried it. */
  orderNumber?: string;
  items: OrderLine[];
  itemTotal: number;
  tax: number;
  shipping: number;
  grandTotal: number;
  paymentMethod: PaymentMethodName;
  /** The buyer's orders page (My Orders). */
  ordersUrl: string;
}

/** To the buyer once an order is placed: what was ordered, the figures and how it is paid. */
export function orderConfirmationMail(props: OrderConfirmationMail, words: MailWords): RenderedMail {
  const number = props.orderNumber ?? props.orderId;
  const subject = words.text('orderConfirmation.subject', { number });
  const figures: [string, string][] = [
    [words.text('orders.itemTotal'), formatNpr(props.itemTotal, words.language)],
    [taxLabel(words), formatNpr(props.tax, words.language)],
    [words.text('orders.shipping'), formatNpr(props.shipping, words.language)],
    [words.text('orders.grandTotal'), formatNpr(props.grandTotal, words.language)],
  ];
  const method = words.text('orderConfirmation.method', { method: paymentMethodText(props.paymentMethod, words) });
  const confirmedByMail = words.text('orderConfirmation.confirmedByMail');
  const text = [
    greeting(props.name, words),
    '',
    words.text('orderConfirmation.thanks', { number }),
    '',
    ...linesText(props.items, words.language),
    '',
    ...figuresText(figures),
    '',
    method,
    '',
    confirmedByMail,
    words.text('orderConfirmation.follow'),
    props.ordersUrl,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(props.name, words))}</p>`,
      `<p>${words.html('orderConfirmation.thanks', {}, { number: strongHtml(number) })}</p>`,
      orderTableHtml(props.items, figures, words.language),
      `<p>${escapeHtml(method)}</p>`,
      `<p>${escapeHtml(confirmedByMail)}</p>`,
      `<p>${words.html('orderConfirmation.followHtml', {}, { link: namedLinkHtml(props.ordersUrl, words.text('orders.myOrders')) })}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
