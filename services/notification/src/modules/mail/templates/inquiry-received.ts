import { escapeHtml, greeting, htmlPage, quoteHtml, quoteText, type RenderedMail, strongHtml } from '../layout.js';
import type { MailWords } from '../words.js';

export interface InquiryReceivedMail {
  /** Whose copy: the studio sells the piece, support follows every inquiry up. */
  audience: 'studio' | 'support';
  kind: 'exhibition' | 'artwork';
  name: string;
  email: string;
  phone: string;
  message: string;
  art: string;
  artist: string;
  artImage: string;
}

const lead = ({ audience, kind }: InquiryReceivedMail, words: MailWords) =>
  words.text(
    audience === 'studio'
      ? 'inquiry.leadStudio'
      : kind === 'exhibition'
        ? 'inquiry.leadExhibition'
        : 'inquiry.leadArtwork',
  );

/** A purchase inquiry, passed on with the buyer's contact details so that someone answers it. */
export function inquiryReceivedMail(props: InquiryReceivedMail, words: MailWords): RenderedMail {
  const art = props.art.trim();
  const email = props.email.trim();
  const subject = art ? words.text('inquiry.subjectAbout', { art }) : words.text('inquiry.subject');
  const details: [string, string][] = [
    [words.text('inquiry.artwork'), art],
    [words.text('inquiry.artist'), props.artist.trim()],
    [words.text('inquiry.name'), props.name.trim()],
    [words.text('inquiry.email'), email],
    [words.text('inquiry.phone'), props.phone.trim()],
  ];
  const shown = details.filter(([, value]) => value);
  const message = props.message.trim();
  const text = [
    greeting('', words),
    '',
    lead(props, words),
    '',
    ...shown.map(([label, value]) => words.text('inquiry.detail', { label, value })),
    '',
    words.text('inquiry.message'),
    ...quoteText(message),
    ...(props.artImage ? ['', words.text('inquiry.image', { url: props.artImage })] : []),
    '',
    words.text('inquiry.reply', { email }),
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting('', words))}</p>`,
      `<p>${escapeHtml(lead(props, words))}</p>`,
      `<ul>${shown
        .map(([label, value]) => `<li>${words.html('inquiry.detail', { value }, { label: strongHtml(label) })}</li>`)
        .join('')}</ul>`,
      `<p>${escapeHtml(words.text('inquiry.message'))}</p>`,
      quoteHtml(message),
      ...(/^https?:\/\//.test(props.artImage)
        ? [`<p><img src="${escapeHtml(props.artImage)}" alt="${escapeHtml(art)}" style="max-width: 100%;"></p>`]
        : []),
      `<p>${words.html('inquiry.reply', {}, { email: `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>` })}</p>`,
    ],
    words,
  );
  return { subject, text, html };
}
