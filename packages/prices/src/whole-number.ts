/**
 * How numbers are grouped: lakh and crore in English and Nepali, as Nepal writes them (15,00,000;
 * Indian English's grouping, since Intl has no Nepali English), Western in Chinese (1,500,000).
 */
const NUMBER_LOCALES: Record<string, string> = { en: 'en-IN', ne: 'ne-NP-u-nu-deva', zh: 'zh-CN' };

/** How each language writes a whole number: its grouping and its digits. */
const WHOLE_NUMBER_STYLES: Record<string, { isLakh: boolean; digits?: string }> = {
  en: { isLakh: true },
  ne: { isLakh: true, digits: '०१२३४५६७८९' },
  zh: { isLakh: false },
};

// Kept for what wholeNumber leaves to Intl: one formatter per locale (making one costs far more
// than using one).
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
 * A whole number written as Intl.NumberFormat(NUMBER_LOCALES[language]) writes it, without making
 * one: the first Intl.NumberFormat of a page costs about 14 ms of a desktop's main thread (55 ms
 * on Lighthouse's phone) loading number data, on the path to the first paint of every page with
 * a price or a count. The test compares the two over many numbers in each language.
 */
export function wholeNumber(amount: number, language: string | undefined): string {
  const key = (language ?? 'en').slice(0, 2);
  const style = WHOLE_NUMBER_STYLES[key] ?? WHOLE_NUMBER_STYLES.en;
  const rounded = Math.round(Math.abs(amount));
  // Anything else (NaN, Infinity, beyond exact integers) is rare enough to pay for Intl's answer.
  if (!Number.isSafeInteger(rounded)) return numberFormat(language).format(amount);
  const digits = String(rounded);
  const groups: string[] = [];
  let end = digits.length;
  let size = 3;
  while (end > 0) {
    groups.unshift(digits.slice(Math.max(0, end - size), end));
    end -= size;
    if (style.isLakh) size = 2;
  }
  let text = groups.join(',');
  if (style.digits) {
    const local = style.digits;
    text = text.replace(/[0-9]/g, (digit) => local[Number(digit)]);
  }
  return rounded !== 0 && amount < 0 ? `-${text}` : text;
}
