/**
 * "NPR. 1,000": the cart's and orders' price label, the number in the page language's
 * digits (`locale` is an Intl locale, e.g. intlLocale('ne') for Devanagari digits).
 */
export function formatPrice(amount: number, locale = 'en-US'): string {
  return `NPR. ${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)}`;
}
