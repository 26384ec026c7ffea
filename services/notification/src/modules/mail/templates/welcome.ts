import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';

export interface WelcomeMail {
  name: string;
  marketplaceUrl: string;
}

export function welcomeMail({ name, marketplaceUrl }: WelcomeMail): RenderedMail {
  const subject = 'Welcome to Art Marketplace';
  const text = [
    greeting(name),
    '',
    'Your e-mail address is verified and your account is ready.',
    'Discover artworks, follow the studios you like and collect the pieces you love:',
    marketplaceUrl,
    '',
    'Are you an artist? Ask for your own studio from your profile and start selling your work.',
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Your e-mail address is verified and your account is ready.</p>',
    `<p>Discover artworks, follow the studios you like and collect the pieces you love: <a href="${escapeHtml(marketplaceUrl)}">${escapeHtml(marketplaceUrl)}</a></p>`,
    '<p>Are you an artist? Ask for your own studio from your profile and start selling your work.</p>',
  ]);
  return { subject, text, html };
}
