import { type MemberLanguage, TAX_RATE } from '@art/contracts';
import { formatNpr } from '@art/prices';
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
 * What a provider charged: NPR whole, written as the pages write it in the mail's language
 * (@art/prices: lakh and crore in en and ne), USD from cents (Stripe).
 */
export function money(amount: number, currency: 'NPR' | 'USD', language: MemberLanguage): string {
  return currency === 'USD' ? `USD ${(amount / 100).toFixed(2)}` : formatNpr(amount, language);
}

export function taxLabel(words: MailWords): string {
  return words.text('orders.tax', { rate: Math.round(TAX_RATE * 100) });
}

/** `- Name: NPR 25,000`, one line per artwork. */
export function linesText(lines: readonly OrderLine[], language: MemberLanguage): string[] {
  return lines.map((line) => `- ${line.name}: ${formatNpr(line.price, language)}`);
}

/** Label/value rows as plain text, aligned on the labels. */
export function figuresText(rows: readonly [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`);
}

/** The artworks and the figures as a simple HTML table; every value escaped. */
export function orderTableHtml(
  lines: readonly OrderLine[],
  figures: readonly [string, string][],
  language: MemberLanguage,
): string {
  const row = (left: string, right: string, strong = false) => {
    const cell = (value: string, align: string) =>
      `<td style="padding: 4px 8px; text-align: ${align};">${strong ? `<strong>${value}</strong>` : value}</td>`;
    return `<tr>${cell(left, 'left')}${cell(right, 'right')}</tr>`;
  };
  return [
    '<table style="border-collapse: collapse; width: 100%;">',
    ...lines.map((line) => row(escapeHtml(line.name), escapeHtml(formatNpr(line.price, language)))),
    ...figures.map(([label, value], index) =>
      row(escapeHtml(label), escapeHtml(value), index === figures.length - 1 && figures.length > 1),
    ),
    '</table>',
  ].join('');
}
