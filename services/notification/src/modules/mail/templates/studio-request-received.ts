import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';

export interface StudioRequestReceivedMail {
  name: string;
  message: string;
}

/** Confirms to the applicant that the marketplace team has their studio request. */
export function studioRequestReceivedMail({ name, message }: StudioRequestReceivedMail): RenderedMail {
  const subject = 'We received your studio request';
  const quoted = message.trim();
  const text = [
    greeting(name),
    '',
    'Thank you for asking to open a studio on Art Marketplace. Our team will review your request and',
    'write to you once it is decided.',
    ...(quoted ? ['', 'Your message:', ...quoted.split('\n').map((line) => `> ${line}`)] : []),
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Thank you for asking to open a studio on Art Marketplace. Our team will review your request and write to you once it is decided.</p>',
    ...(quoted
      ? [
          '<p>Your message:</p>',
          `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px; white-space: pre-wrap;">${escapeHtml(quoted)}</blockquote>`,
        ]
      : []),
  ]);
  return { subject, text, html };
}
