import { escapeHtml, greeting, htmlPage, type RenderedMail } from '../layout.js';

export interface DigestWork {
  name: string;
  /** The studio's name ('' while the users projection does not know it). */
  studio: string;
  /** The artwork page, absolute. */
  url: string;
}

/** The daily mail of new works by the studios a member follows (decision 0041). */
export interface NewWorksDigestMail {
  name: string;
  works: DigestWork[];
  /** Works beyond those listed (the mail lists at most DIGEST_WORKS_LISTED). */
  more: number;
  /** The notifications page, where the e-mail settings are. */
  settingsUrl: string;
  /** The page that stops this mail with one button (a signed link for this member and this kind). */
  stopUrl: string;
}

const line = (work: DigestWork) => (work.studio ? `${work.name}, by ${work.studio}` : work.name);

export function newWorksDigestMail({ name, works, more, settingsUrl, stopUrl }: NewWorksDigestMail): RenderedMail {
  const count = works.length + more;
  const subject = count === 1 ? 'A new work from a studio you follow' : `${count} new works from studios you follow`;
  const moreLine = more > 0 ? [`…and ${more} more on Art Marketplace.`] : [];
  const text = [
    greeting(name),
    '',
    'Studios you follow listed new works since our last mail:',
    '',
    ...works.flatMap((work) => [`- ${line(work)}`, `  ${work.url}`]),
    ...moreLine,
    '',
    'You get this mail once a day when there is something new. To stop it, turn off',
    `"New works from studios I follow" under E-mails on your notifications page: ${settingsUrl}`,
    `or stop it here: ${stopUrl}`,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    '<p>Studios you follow listed new works since our last mail:</p>',
    `<ul>${works
      .map((work) => `<li><a href="${escapeHtml(work.url)}">${escapeHtml(line(work))}</a></li>`)
      .join('')}</ul>`,
    ...moreLine.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p style="color: #777; font-size: 12px;">You get this mail once a day when there is something new. To stop it, turn off "New works from studios I follow" under E-mails on <a href="${escapeHtml(settingsUrl)}">your notifications page</a>, or <a href="${escapeHtml(stopUrl)}">stop it here</a>.</p>`,
  ]);
  return { subject, text, html };
}
