import { escapeHtml, htmlPage, type RenderedMail } from '../layout.js';

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

const lead = ({ audience, kind }: InquiryReceivedMail) =>
  audience === 'studio'
    ? 'Someone is interested in your artwork and asked to be contacted.'
    : `A visitor sent an inquiry from ${kind === 'exhibition' ? 'an exhibition' : 'an artwork'} page.`;

/** A purchase inquiry, passed on with the buyer's contact details so that someone answers it. */
export function inquiryReceivedMail(props: InquiryReceivedMail): RenderedMail {
  const art = props.art.trim();
  const subject = art ? `New inquiry about "${art}"` : 'New inquiry on Art Marketplace';
  const details: [string, string][] = [
    ['Artwork', art],
    ['Artist', props.artist.trim()],
    ['Name', props.name.trim()],
    ['E-mail', props.email.trim()],
    ['Phone', props.phone.trim()],
  ];
  const shown = details.filter(([, value]) => value);
  const message = props.message.trim();
  const text = [
    'Hello,',
    '',
    lead(props),
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    ...message.split('\n').map((line) => `> ${line}`),
    ...(props.artImage ? ['', `Image: ${props.artImage}`] : []),
    '',
    `Reply to ${props.email.trim()} to answer.`,
  ].join('\n');
  const html = htmlPage(subject, [
    '<p>Hello,</p>',
    `<p>${escapeHtml(lead(props))}</p>`,
    `<ul>${shown.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>`,
    '<p>Message:</p>',
    `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px; white-space: pre-wrap;">${escapeHtml(message)}</blockquote>`,
    ...(/^https?:\/\//.test(props.artImage)
      ? [`<p><img src="${escapeHtml(props.artImage)}" alt="${escapeHtml(art)}" style="max-width: 100%;"></p>`]
      : []),
    `<p>Reply to <a href="mailto:${escapeHtml(props.email.trim())}">${escapeHtml(props.email.trim())}</a> to answer.</p>`,
  ]);
  return { subject, text, html };
}
