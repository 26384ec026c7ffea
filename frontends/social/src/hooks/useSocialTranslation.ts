import { useTranslation } from 'react-i18next';
import '../socialI18n.js';

/** The social screens' strings (the `social` namespace). */
export function useSocialTranslation() {
  return useTranslation('social');
}
