import { useTranslation } from 'react-i18next';
import '../commerceI18n.js';

/** The commerce screens' strings (the `commerce` namespace). */
export function useCommerceTranslation() {
  return useTranslation('commerce');
}
