import { intlLocale } from '@art/ui';
import { formatPrice } from '../lib/price.js';
import { useCommerceTranslation } from './useCommerceTranslation.js';

/** "NPR. 1,000" in the page's language (Devanagari digits in ne). */
export function usePriceFormat(): (amount: number) => string {
  const { i18n } = useCommerceTranslation();
  const locale = intlLocale(i18n.language);
  return (amount) => formatPrice(amount, locale);
}
