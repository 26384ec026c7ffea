import { formatNpr } from '@art/ui';
import { useCommerceTranslation } from './useCommerceTranslation.js';

/** "NPR 15,00,000" in the page's language (Devanagari digits in ne): the one price label of every area. */
export function usePriceFormat(): (amount: number) => string {
  const { i18n } = useCommerceTranslation();
  return (amount) => formatNpr(amount, i18n.language);
}
