import { useLanguageTexts } from '@art/ui';
import '../commerceI18n.js';

/** The commerce screens' strings (the `commerce` namespace). */
export function useCommerceTranslation() {
  return useLanguageTexts('commerce');
}
