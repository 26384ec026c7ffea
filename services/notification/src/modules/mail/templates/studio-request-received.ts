import { escapeHtml, greeting, htmlPage, quoteHtml, quoteText, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

export interface StudioRequestReceivedMail {
  name: string;
  message: string;
}

/** Confirms to the applicant that the marketplace team has their studio request. */
export function studioRequestReceivedMail(
  { name, message }: StudioRequestReceivedMail,
  words: MailWords,
): RenderedMail {
  const subject = words.text('studioRequest.subject');
  const thanks = words.text('studioRequest.thanks');
  const yourMessage = words.text('studioRequest.yourMessage');
  const quoted = message.trim();
  const text = [greeting(name, words), '', thanks, ...(quoted ? ['', yourMessage, ...quoteText(quoted)] : [])].join(
    '\n',
  );
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(name, words))}</p>`,
      `<p>${escapeHtml(thanks)}</p>`,
      ...(quoted ? [`<p>${escapeHtml(yourMessage)}</p>`, quoteHtml(quoted)] : []),
    ],
    words,
  );
  return { subject, text, html };
}
