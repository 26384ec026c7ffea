import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';

export interface PasswordChangedMail {
  name: string;
  /** The page where a new reset link can be asked for. */
  resetRequestUrl: string;
}

/** Sent after every password change, so a change the member did not make does not go unnoticed. */
export function passwordChangedMail({ name, resetRequestUrl }: PasswordChangedMail): RenderedMail {
  const subject = 'Your Art Marketplace password was changed';
  const text = [
    greeting(name),
    '',
    'The password of your Art Marketplace account was just changed, and every device signed in',
    'with the old one was signed out.',
    '',
    'If this was you, there is nothing more to do.',
    'If it was not you, choose a new password at once:',
    resetRequestUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>The password of your Art Marketplace account was just changed, and every device signed in with the old one was signed out.</p>',
    '<p>If this was you, there is nothing more to do.</p>',
    `<p>If it was not you, choose a new password at once: <a href="${escapeHtml(resetRequestUrl)}">${escapeHtml(resetRequestUrl)}</a></p>`,
  ]);
  return { subject, text, html };
}
