import { useTranslation } from 'react-i18next';
import '../createI18n.js';

/** The upload/edit, search and exhibition screens' strings: the catalogue namespace, under `create`. */
export function useCreateTranslation() {
  return useTranslation('catalogue', { keyPrefix: 'create' });
}
