import { escapeHtml, greeting, htmlPage, linkHtml, minutesText, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

export interface PasswordResetMail {
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export function passwordResetMail(
  { name, resetUrl, expiresInMinutes }: PasswordResetMail,
  words: MailWords,
): RenderedMail {
  const subject = words.text('passwordReset.subject');
  const intro = words.text('passwordReset.intro');
  const expires = words.text('passwordReset.expires', { minutes: minutesText(expiresInMinutes, words) });
  const ignore = words.text('passwordReset.ignore');
  const text = [greeting(name, words), '', intro, resetUrl, '', expires, ignore].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(name, words))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${linkHtml(resetUrl)}</p>`,
      `<p>${escapeHtml(expires)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
