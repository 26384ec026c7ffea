import { escapeHtml } from './html.js';
import type { MailWords } from './words.js';

export { escapeHtml } from './html.js';

/** What a template gives the worker: the same message as plain text and as simple HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A plain, table-free page that mail clients render alike; body parts are already escaped HTML.
 * `lang` lets mail clients pick the fonts and the reading voice of the mail's language.
 */
export function htmlPage(title: string, bodyParts: string[], words: MailWords): string {
  return [
    '<!doctype html>',
    `<html lang="${words.language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">',
    ...bodyParts,
    `<p style="color: #777; font-size: 12px; margin-top: 32px;">${escapeHtml(words.text('layout.brand'))}</p>`,
    '</body></html>',
  ].join('\n');
}

export function greeting(name: string, words: MailWords): string {
  return name.trim() ? words.text('layout.greeting', { name: name.trim() }) : words.text('layout.greetingNoName');
}

export function minutesText(minutes: number, words: MailWords): string {
  return minutes === 1 ? words.text('layout.oneMinute') : words.text('layout.minutes', { count: minutes });
}

/** A member's own words (a message, a reason) quoted line by line in the text part. */
export function quoteText(text: string): string[] {
  return text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`);
}

/** The same quote in the HTML part, escaped. */
export function quoteHtml(text: string): string {
  return `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px; white-space: pre-wrap;">${escapeHtml(text.trim())}</blockquote>`;
}

/** Words set in bold (an order's number, an amount), escaped. */
export function strongHtml(text: string): string {
  return `<strong>${escapeHtml(text)}</strong>`;
}

/** A link showing its own address. */
export function linkHtml(url: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
}

/** A link under words of the catalog. */
export function namedLinkHtml(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}
