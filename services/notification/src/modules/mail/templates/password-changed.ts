import { escapeHtml, greeting, htmlPage, linkHtml, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

export interface PasswordChangedMail {
  name: string;
  /** The page where a new reset link can be asked for. */
  resetRequestUrl: string;
}

/** Sent after every password change, so a change the member did not make does not go unnoticed. */
export function passwordChangedMail({ name, resetRequestUrl }: PasswordChangedMail, words: MailWords): RenderedMail {
  const subject = words.text('passwordChanged.subject');
  const changed = words.text('passwordChanged.changed');
  const wasYou = words.text('passwordChanged.wasYou');
  const notYou = words.text('passwordChanged.notYou');
  const text = [greeting(name, words), '', changed, '', wasYou, notYou, resetRequestUrl].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(name, words))}</p>`,
      `<p>${escapeHtml(changed)}</p>`,
      `<p>${escapeHtml(wasYou)}</p>`,
      `<p>${escapeHtml(notYou)} ${linkHtml(resetRequestUrl)}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
