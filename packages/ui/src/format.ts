// Number formatting per language; ne uses Devanagari digits.

const INTL_LOCALES: Record<string, string> = { en: 'en-US', ne: 'ne-NP-u-nu-deva', zh: 'zh-CN' };

export function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[(language ?? 'en').slice(0, 2)] ?? INTL_LOCALES.en;
}

/**
 * How numbers are grouped: lakh and crore in English and Nepali, as Nepal writes them (15,00,000;
 * Indian English's grouping, since Intl has no Nepali English), Western in Chinese (1,500,000).
 * Dates keep intlLocale's conventions.
 */
const NUMBER_LOCALES: Record<string, string> = { en: 'en-IN', ne: 'ne-NP-u-nu-deva', zh: 'zh-CN' };

// One formatter per locale: making an Intl.NumberFormat costs far more than using one, and a page
// of cards formats a price and a count on each (the home page's largest script cost, profiled).
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string | undefined): Intl.NumberFormat {
  const locale = NUMBER_LOCALES[(language ?? 'en').slice(0, 2)] ?? NUMBER_LOCALES.en;
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * "NPR 15,00,000" in en, "NPR १५,००,०००" in ne, "NPR 1,500,000" in zh: one price label on every page,
 * the currency label NPR everywhere.
 */
export function formatNpr(amount: number, language?: string): string {
  return `NPR ${numberFormat(language).format(amount)}`;
}

export function formatCount(count: number, language?: string): string {
  return numberFormat(language).format(count);
}

/** Cuts text at `length` characters and adds an ellipsis; counts code points so Devanagari is not split mid-character. */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text ?? '');
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}
