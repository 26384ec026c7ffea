import { escapeHtml, greeting, htmlPage, linkHtml, quoteHtml, quoteText, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

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

const hello = (name: string, words: MailWords) => `<p>${escapeHtml(greeting(name, words))}</p>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function studioApprovedMail({ name, uploadUrl }: StudioApprovedMail, words: MailWords): RenderedMail {
  const subject = words.text('studioApproved.subject');
  const approved = words.text('studioApproved.approved');
  const upload = words.text('studioApproved.upload');
  const text = [greeting(name, words), '', approved, upload, uploadUrl].join('\n');
  const html = htmlPage(
    subject,
    [hello(name, words), paragraph(approved), `<p>${escapeHtml(upload)} ${linkHtml(uploadUrl)}</p>`],
    words,
  );
  return { subject, text, html };
}

export function studioRejectedMail({ name, reason, applyUrl }: StudioRejectedMail, words: MailWords): RenderedMail {
  const subject = words.text('studioRejected.subject');
  const rejected = words.text('studioRejected.rejected');
  const again = words.text('studioRejected.again');
  const text = [greeting(name, words), '', rejected, ...quoteText(reason), '', again, applyUrl].join('\n');
  const html = htmlPage(
    subject,
    [hello(name, words), paragraph(rejected), quoteHtml(reason), `<p>${escapeHtml(again)} ${linkHtml(applyUrl)}</p>`],
    words,
  );
  return { subject, text, html };
}

export function accountSuspendedMail({ name, reason }: AccountSuspendedMail, words: MailWords): RenderedMail {
  const subject = words.text('accountSuspended.subject');
  const suspended = words.text('accountSuspended.suspended');
  const meanwhile = words.text('accountSuspended.meanwhile');
  const text = [greeting(name, words), '', suspended, ...quoteText(reason), '', meanwhile].join('\n');
  const html = htmlPage(
    subject,
    [hello(name, words), paragraph(suspended), quoteHtml(reason), paragraph(meanwhile)],
    words,
  );
  return { subject, text, html };
}

export function accountReinstatedMail(
  { name, reason, signInUrl }: AccountReinstatedMail,
  words: MailWords,
): RenderedMail {
  const subject = words.text('accountReinstated.subject');
  const lifted = words.text('accountReinstated.lifted');
  const text = [
    greeting(name, words),
    '',
    lifted,
    ...(reason.trim() ? ['', ...quoteText(reason)] : []),
    '',
    signInUrl,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      hello(name, words),
      paragraph(lifted),
      ...(reason.trim() ? [quoteHtml(reason)] : []),
      `<p>${linkHtml(signInUrl)}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}

export function appealRejectedMail({ name, reason }: AppealRejectedMail, words: MailWords): RenderedMail {
  const subject = words.text('appealRejected.subject');
  const rejected = words.text('appealRejected.rejected');
  const stays = words.text('appealRejected.stays');
  const text = [greeting(name, words), '', rejected, ...quoteText(reason), '', stays].join('\n');
  const html = htmlPage(subject, [hello(name, words), paragraph(rejected), quoteHtml(reason), paragraph(stays)], words);
  return { subject, text, html };
}
