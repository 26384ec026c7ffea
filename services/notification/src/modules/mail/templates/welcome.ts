import { escapeHtml, greeting, htmlPage, linkHtml, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

export interface WelcomeMail {
  name: string;
  marketplaceUrl: string;
}

export function welcomeMail({ name, marketplaceUrl }: WelcomeMail, words: MailWords): RenderedMail {
  const subject = words.text('welcome.subject');
  const ready = words.text('welcome.ready');
  const discover = words.text('welcome.discover');
  const artist = words.text('welcome.artist');
  const text = [greeting(name, words), '', ready, discover, marketplaceUrl, '', artist].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(name, words))}</p>`,
      `<p>${escapeHtml(ready)}</p>`,
      `<p>${escapeHtml(discover)} ${linkHtml(marketplaceUrl)}</p>`,
      `<p>${escapeHtml(artist)}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
