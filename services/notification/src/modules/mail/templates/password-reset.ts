import { escapeHtml, greeting, htmlPage, minutesText, type RenderedMail } from '../layout.js';

export interface PasswordResetMail {
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

export function passwordResetMail({ name, resetUrl, expiresInMinutes }: PasswordResetMail): RenderedMail {
  const subject = 'Reset your Art Marketplace password';
  const text = [
    greeting(name),
    '',
    'We received a request to reset your password. Open this link to choose a new one:',
    resetUrl,
    '',
    `The link works once and expires in ${minutesText(expiresInMinutes)}.`,
    'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>We received a request to reset your password. Open this link to choose a new one:</p>',
    `<p><a href="${escapeHtml(resetUrl)}">${escapeHtml(resetUrl)}</a></p>`,
    `<p>The link works once and expires in ${minutesText(expiresInMinutes)}.</p>`,
    '<p>If you did not ask for a new password, you can ignore this e-mail; your password stays the same.</p>',
  ]);
  return { subject, text, html };
}
