import { escapeHtml, greeting, htmlPage, minutesText, type RenderedMail } from '../layout.js';

export interface VerificationCodeMail {
  name: string;
  code: string;
  expiresInMinutes: number;
}

export function verificationCodeMail({ name, code, expiresInMinutes }: VerificationCodeMail): RenderedMail {
  const subject = 'Your Art Marketplace verification code';
  const text = [
    greeting(name),
    '',
    `Your verification code is ${code}.`,
    `Enter it on the verification page to confirm your e-mail address. It expires in ${minutesText(expiresInMinutes)}.`,
    '',
    'If you did not create an account, you can ignore this e-mail.',
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Your verification code is:</p>',
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px;">${escapeHtml(code)}</p>`,
    `<p>Enter it on the verification page to confirm your e-mail address. It expires in ${minutesText(expiresInMinutes)}.</p>`,
    '<p>If you did not create an account, you can ignore this e-mail.</p>',
  ]);
  return { subject, text, html };
}
