// Number formatting per language; ne uses Devanagari digits.

const INTL_LOCALES: Record<string, string> = { en: 'en-US', ne: 'ne-NP-u-nu-deva', zh: 'zh-CN' };

export function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[(language ?? 'en').slice(0, 2)] ?? INTL_LOCALES.en;
}

// Prices and counts are written by @art/prices, which the mails use too: one grouping (lakh and
// crore in en and ne) and one set of digits on the pages and in the mails.
export { formatCount, formatNpr } from '@art/prices';

/** Cuts text at `length` characters and adds an ellipsis; counts code points so Devanagari is not split mid-character. */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text ?? '');
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}
