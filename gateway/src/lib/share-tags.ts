/**
 * What a shared page says about itself in its <head>: the title and description, the canonical
 * address, Open Graph (Facebook, WhatsApp, Viber, LinkedIn...), the Twitter card and schema.org
 * JSON-LD (search engines). Built from a guest's view of the data only (share-previews.ts).
 */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute; absent on a page that is not there (nothing to point at). */
  canonicalUrl?: string;
  /** og:type: `product` for an artwork with a price, `profile` for a studio, else `website`. */
  ogType: 'website' | 'product' | 'profile';
  /** Absolute https or http address of the picture, and its alternative text. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Whole NPR. */
  price?: { amount: number; currency: 'NPR' };
  /** Twitter's label/data pairs under the card (price, studio). */
  labels?: readonly { label: string; data: string }[];
  /** profile:username of a studio. */
  username?: string;
  /** The page is not there for a guest (404): search engines are told not to index it. */
  noindex?: boolean;
  /** Explicit material (an exhibition so flagged): SafeSearch's `rating` tag, and no picture. */
  adult?: boolean;
  /**
   * The page's largest picture as the page itself asks for it (same address, no srcset): preloaded
   * at high priority, so it does not wait for the page's scripts to render the <img>.
   */
  leadImage?: string;
  /** schema.org objects, each put in its own <script type="application/ld+json">. */
  jsonLd?: readonly object[];
}

export const SITE_NAME = 'Art Marketplace';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element's content and in a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` as JSON escapes, so no text of
 * a member's (an artwork's description) can close the element (`</script>`) or open a comment
 * (`<!--`) that changes how the rest of the page is parsed. A JSON parser reads the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of `preview`, one per line, every value escaped. */
export function headTagsOf(preview: SharePreview): string {
  const tags: string[] = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
  ];
  if (preview.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (preview.adult) tags.push(meta('name', 'rating', 'adult'));
  if (preview.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(preview.canonicalUrl)}" />`);
  if (preview.leadImage)
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(preview.leadImage)}" fetchpriority="high" />`);

  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.ogType),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:locale:alternate', 'ne_NP'),
    meta('property', 'og:locale:alternate', 'zh_CN'),
  );
  if (preview.canonicalUrl) tags.push(meta('property', 'og:url', preview.canonicalUrl));
  const image = preview.image;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.url.startsWith('https:')) tags.push(meta('property', 'og:image:secure_url', image.url));
    if (image.width && image.height)
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  if (preview.price) {
    // Facebook reads product:price:*, Pinterest og:price:*: both, same values.
    const amount = String(preview.price.amount);
    tags.push(
      meta('property', 'product:price:amount', amount),
      meta('property', 'product:price:currency', preview.price.currency),
      meta('property', 'og:price:amount', amount),
      meta('property', 'og:price:currency', preview.price.currency),
    );
  }
  if (preview.username) tags.push(meta('property', 'profile:username', preview.username));

  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  (preview.labels ?? []).slice(0, 2).forEach(({ label, data }, index) => {
    tags.push(meta('name', `twitter:label${index + 1}`, label), meta('name', `twitter:data${index + 1}`, data));
  });

  for (const object of preview.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${jsonForScript(object)}</script>`);
  return tags.join('\n    ');
}

/** The shell's own title and description: replaced, so a page never says two things. */
const OWN_TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/i;
const OWN_DESCRIPTION = /<meta\b(?=[^>]*\bname\s*=\s*["']?description["'\s/>])[^>]*>\s*/i;
const HEAD_END = /<\/head\s*>/i;

/**
 * `html` with `tags` at the end of its <head> (after what the head already holds), or undefined
 * when it has no </head> to put them before (the plain shell is sent then).
 */
export function withHeadTags(html: string, tags: string): string | undefined {
  const end = HEAD_END.exec(html);
  return end === null ? undefined : `${html.slice(0, end.index)}  ${tags}\n  ${html.slice(end.index)}`;
}

/**
 * The shell's index.html with `tags` in its <head> (in place of its own title and description),
 * or undefined when it has no </head> to put them before (the plain shell is sent then).
 */
export function shellWithTags(indexHtml: string, tags: string): string | undefined {
  const end = HEAD_END.exec(indexHtml);
  if (end === null) return undefined;
  const head = indexHtml.slice(0, end.index).replace(OWN_TITLE, '').replace(OWN_DESCRIPTION, '');
  return withHeadTags(`${head}${indexHtml.slice(end.index)}`, tags);
}
