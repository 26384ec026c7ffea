import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';
import { figuresText, linesText, npr, type OrderLine, orderTableHtml } from './order-lines.js';

export interface NewOrderMail {
  /** The artist's name, read from identity when the mail is sent. */
  name: string;
  buyerName: string;
  orderId: string;
  /** "KB-000123": quoted instead of the id when the event carried it. */
  orderNumber?: string;
  /** Only this artist's artworks of the order. */
  items: OrderLine[];
  /** The artist's sales page (orders of their works). */
  salesUrl: string;
}

/** To each artist of an order: which of their works were ordered, by whom. */
export function newOrderMail(props: NewOrderMail): RenderedMail {
  const number = props.orderNumber ?? props.orderId;
  const subject = `New order ${number} on Art Marketplace`;
  const total = props.items.reduce((sum, item) => sum + item.price, 0);
  const figures: [string, string][] = [['Total of your artworks', npr(total)]];
  const buyer = props.buyerName.trim() || 'A buyer';
  const held = props.items.length === 1 ? 'The artwork is reserved' : 'The artworks are reserved';
  const text = [
    greeting(props.name),
    '',
    `${buyer} ordered your ${props.items.length === 1 ? 'artwork' : 'artworks'} (order ${number}):`,
    '',
    ...linesText(props.items),
    '',
    ...figuresText(figures),
    '',
    `${held} for this order. See the order on your sales page:`,
    props.salesUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(props.name))}</p>`,
    `<p>${escapeHtml(buyer)} ordered your ${props.items.length === 1 ? 'artwork' : 'artworks'} (order <strong>${escapeHtml(number)}</strong>):</p>`,
    orderTableHtml(props.items, figures),
    `<p>${held} for this order. See the order on your <a href="${escapeHtml(props.salesUrl)}">sales page</a>.</p>`,
  ]);
  return { subject, text, html };
}
