import { TAX_RATE } from '@art/contracts';
import { escapeHtml } from '../layout.js';
import type { MailWords } from '../words.js';

/** One artwork of an order as a mail lists it; prices in whole NPR. */
export interface OrderLine {
  name: string;
  price: number;
}

export type PaymentMethodName = 'cash' | 'esewa' | 'connect_ips' | 'stripe';

const PAYMENT_METHODS: readonly string[] = ['cash', 'esewa', 'connect_ips', 'stripe'] satisfies PaymentMethodName[];

/** The method as the checkout names it; one this list does not know (a newer provider) by its code. */
export function paymentMethodText(method: PaymentMethodName, words: MailWords): string {
  return PAYMENT_METHODS.includes(method) ? words.text(`orders.methods.${method}`) : method;
}

/**
 * Whole NPR with thousands separators: `NPR 25,000`, in every language (the pages' formatter,
 * formatNpr, lives in @art/ui with React, which a service does not load).
 */
export function npr(amount: number): string {
  return `NPR ${Math.round(amount).toLocaleString('en-US')}`;
}

/** What a provider charged: NPR whole, USD from cents (Stripe). */
export function money(amount: number, currency: 'NPR' | 'USD'): string {
  return currency === 'USD' ? `USD ${(amount / 100).toFixed(2)}` : npr(amount);
}

export function taxLabel(words: MailWords): string {
  return words.text('orders.tax', { rate: Math.round(TAX_RATE * 100) });
}

/** `- Name: NPR 25,000`, one line per artwork. */
export function linesText(lines: readonly OrderLine[]): string[] {
  return lines.map((line) => `- ${line.name}: ${npr(line.price)}`);
}

/** Label/value rows as plain text, aligned on the labels. */
export function figuresText(rows: readonly [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`);
}

/** The artworks and the figures as a simple HTML table; every value escaped. */
export function orderTableHtml(lines: readonly OrderLine[], figures: readonly [string, string][]): string {
  const row = (left: string, right: string, strong = false) => {
    const cell = (value: string, align: string) =>
      `<td style="padding: 4px 8px; text-align: ${align};">${strong ? `<strong>${value}</strong>` : value}</td>`;
    return `<tr>${cell(left, 'left')}${cell(right, 'right')}</tr>`;
  };
  return [
    '<table style="border-collapse: collapse; width: 100%;">',
    ...lines.map((line) => row(escapeHtml(line.name), escapeHtml(npr(line.price)))),
    ...figures.map(([label, value], index) =>
      row(escapeHtml(label), escapeHtml(value), index === figures.length - 1 && figures.length > 1),
    ),
    '</table>',
  ].join('');
}
