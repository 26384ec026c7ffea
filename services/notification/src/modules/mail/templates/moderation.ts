import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';

/** The operators' decisions a member is told of by mail (issue 22); the name comes from identity. */
export interface StudioApprovedMail {
  name: string;
  /** Where the member uploads their first artwork. */
  uploadUrl: string;
}

export interface StudioRejectedMail {
  name: string;
  reason: string;
  /** Where a new request can be sent. */
  applyUrl: string;
}

export interface AccountSuspendedMail {
  name: string;
  reason: string;
}

export interface AccountReinstatedMail {
  name: string;
  reason: string;
  signInUrl: string;
}

export interface AppealRejectedMail {
  name: string;
  reason: string;
}

const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`);
const quoteHtml = (text: string) =>
  `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px; white-space: pre-wrap;">${escapeHtml(text.trim())}</blockquote>`;
const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

export function studioApprovedMail({ name, uploadUrl }: StudioApprovedMail): RenderedMail {
  const subject = 'Your studio has been approved';
  const text = [
    greeting(name),
    '',
    'Your studio has been approved: you are an artist on Art Marketplace now, and your studio is in the',
    'directory. Upload your first artwork here:',
    uploadUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Your studio has been approved: you are an artist on Art Marketplace now, and your studio is in the directory.</p>',
    `<p>Upload your first artwork here: ${link(uploadUrl)}</p>`,
  ]);
  return { subject, text, html };
}

export function studioRejectedMail({ name, reason, applyUrl }: StudioRejectedMail): RenderedMail {
  const subject = 'Your studio request was not approved';
  const text = [
    greeting(name),
    '',
    'Thank you for asking to open a studio on Art Marketplace. Our team could not approve it this time:',
    ...quote(reason),
    '',
    'You may send a new request at any time:',
    applyUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Thank you for asking to open a studio on Art Marketplace. Our team could not approve it this time:</p>',
    quoteHtml(reason),
    `<p>You may send a new request at any time: ${link(applyUrl)}</p>`,
  ]);
  return { subject, text, html };
}

export function accountSuspendedMail({ name, reason }: AccountSuspendedMail): RenderedMail {
  const subject = 'Your Art Marketplace account has been suspended';
  const text = [
    greeting(name),
    '',
    'Your Art Marketplace account has been suspended by our team, for this reason:',
    ...quote(reason),
    '',
    'While it is suspended you cannot sign in, and your profile, posts and artworks are hidden from',
    'others; nothing is deleted. You may send one appeal from the sign-in page.',
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Your Art Marketplace account has been suspended by our team, for this reason:</p>',
    quoteHtml(reason),
    '<p>While it is suspended you cannot sign in, and your profile, posts and artworks are hidden from others; nothing is deleted. You may send one appeal from the sign-in page.</p>',
  ]);
  return { subject, text, html };
}

export function accountReinstatedMail({ name, reason, signInUrl }: AccountReinstatedMail): RenderedMail {
  const subject = 'Your Art Marketplace account is active again';
  const text = [
    greeting(name),
    '',
    'The suspension of your Art Marketplace account has been lifted: you can sign in again, and your',
    'profile, posts and artworks are back.',
    ...(reason.trim() ? ['', ...quote(reason)] : []),
    '',
    signInUrl,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>The suspension of your Art Marketplace account has been lifted: you can sign in again, and your profile, posts and artworks are back.</p>',
    ...(reason.trim() ? [quoteHtml(reason)] : []),
    `<p>${link(signInUrl)}</p>`,
  ]);
  return { subject, text, html };
}

export function appealRejectedMail({ name, reason }: AppealRejectedMail): RenderedMail {
  const subject = 'Your appeal was not granted';
  const text = [
    greeting(name),
    '',
    'Our team has read your appeal against the suspension of your Art Marketplace account and could',
    'not grant it, for this reason:',
    ...quote(reason),
    '',
    'Your account stays suspended; nothing is deleted.',
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Our team has read your appeal against the suspension of your Art Marketplace account and could not grant it, for this reason:</p>',
    quoteHtml(reason),
    '<p>Your account stays suspended; nothing is deleted.</p>',
  ]);
  return { subject, text, html };
}
