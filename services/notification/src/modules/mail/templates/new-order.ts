import { formatNpr } from '@art/prices';
import { escapeHtml, greeting, htmlPage, namedLinkHtml, type RenderedMail, strongHtml } from '../layout.js';
import type { MailWords } from '../words.js';
import { figuresText, linesText, type OrderLine, orderTableHtml } from './order-lines.js';

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
export function newOrderMail(props: NewOrderMail, words: MailWords): RenderedMail {
  const number = props.orderNumber ?? props.orderId;
  const subject = words.text('newOrder.subject', { number });
  const total = props.items.reduce((sum, item) => sum + item.price, 0);
  const figures: [string, string][] = [[words.text('newOrder.total'), formatNpr(total, words.language)]];
  const buyer = props.buyerName.trim() || words.text('newOrder.buyer');
  const one = props.items.length === 1;
  const ordered = one ? 'newOrder.orderedOne' : 'newOrder.orderedMany';
  const held = words.text(one ? 'newOrder.heldOne' : 'newOrder.heldMany');
  const text = [
    greeting(props.name, words),
    '',
    words.text(ordered, { buyer, number }),
    '',
    ...linesText(props.items, words.language),
    '',
    ...figuresText(figures),
    '',
    `${held} ${words.text('newOrder.seeSales')}`,
    props.salesUrl,
  ].join('\n');
  const salesLink = namedLinkHtml(props.salesUrl, words.text('newOrder.salesPage'));
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(props.name, words))}</p>`,
      `<p>${words.html(ordered, { buyer }, { number: strongHtml(number) })}</p>`,
      orderTableHtml(props.items, figures, words.language),
      `<p>${escapeHtml(held)} ${words.html('newOrder.seeSalesHtml', {}, { link: salesLink })}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
