import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';
import {
  figuresText,
  linesText,
  npr,
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
export function orderConfirmationMail(props: OrderConfirmationMail): RenderedMail {
  const number = props.orderNumber ?? props.orderId;
  const subject = `Your Art Marketplace order ${number}`;
  const figures: [string, string][] = [
    ['Item total', npr(props.itemTotal)],
    [taxLabel, npr(props.tax)],
    ['Shipping', npr(props.shipping)],
    ['Grand total', npr(props.grandTotal)],
  ];
  const method = paymentMethodText(props.paymentMethod);
  const text = [
    greeting(props.name),
    '',
    `Thank you for your order ${number} on Art Marketplace.`,
    '',
    ...linesText(props.items),
    '',
    ...figuresText(figures),
    '',
    `Payment method: ${method}`,
    '',
    'Your order will be confirmed by email.',
    'You can follow your order, or cancel it while it is pending, from My Orders:',
    props.ordersUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(props.name))}</p>`,
    `<p>Thank you for your order <strong>${escapeHtml(number)}</strong> on Art Marketplace.</p>`,
    orderTableHtml(props.items, figures),
    `<p>Payment method: ${escapeHtml(method)}</p>`,
    '<p>Your order will be confirmed by email.</p>',
    `<p>You can follow your order, or cancel it while it is pending, from <a href="${escapeHtml(props.ordersUrl)}">My Orders</a>.</p>`,
  ]);
  return { subject, text, html };
}
