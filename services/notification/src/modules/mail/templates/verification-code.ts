import { escapeHtml, greeting, htmlPage, minutesText, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

export interface VerificationCodeMail {
  name: string;
  code: string;
  expiresInMinutes: number;
}

export function verificationCodeMail(
  { name, code, expiresInMinutes }: VerificationCodeMail,
  words: MailWords,
): RenderedMail {
  const subject = words.text('verificationCode.subject');
  const enter = words.text('verificationCode.enter', { minutes: minutesText(expiresInMinutes, words) });
  const ignore = words.text('verificationCode.ignore');
  const text = [greeting(name, words), '', words.text('verificationCode.code', { code }), enter, '', ignore].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(name, words))}</p>`,
      `<p>${escapeHtml(words.text('verificationCode.codeLead'))}</p>`,
      `<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px;">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(enter)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
