import { escapeHtml, greeting, htmlPage, namedLinkHtml, type RenderedMail } from '../layout.js';
import type { MailWords } from '../words.js';

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

const line = (work: DigestWork, words: MailWords) =>
  work.studio ? words.text('newWorksDigest.byStudio', { work: work.name, studio: work.studio }) : work.name;

export function newWorksDigestMail(
  { name, works, more, settingsUrl, stopUrl }: NewWorksDigestMail,
  words: MailWords,
): RenderedMail {
  const count = works.length + more;
  const subject =
    count === 1 ? words.text('newWorksDigest.subjectOne') : words.text('newWorksDigest.subjectMany', { count });
  const moreLine = more > 0 ? [words.text('newWorksDigest.more', { count: more })] : [];
  const intro = words.text('newWorksDigest.intro');
  const text = [
    greeting(name, words),
    '',
    intro,
    '',
    ...works.flatMap((work) => [`- ${line(work, words)}`, `  ${work.url}`]),
    ...moreLine,
    '',
    words.text('newWorksDigest.onceADay', { settingsUrl }),
    words.text('newWorksDigest.orStop', { stopUrl }),
  ].join('\n');
  const footer = words.html(
    'newWorksDigest.footerHtml',
    {},
    {
      settingsLink: namedLinkHtml(settingsUrl, words.text('newWorksDigest.settingsLink')),
      stopLink: namedLinkHtml(stopUrl, words.text('newWorksDigest.stopLink')),
    },
  );
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting(name, words))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${works.map((work) => `<li>${namedLinkHtml(work.url, line(work, words))}</li>`).join('')}</ul>`,
      ...moreLine.map((text) => `<p>${escapeHtml(text)}</p>`),
      `<p style="color: #777; font-size: 12px;">${footer}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
