import { useLanguageTexts } from '@art/ui';
import '../createI18n.js';

/** The upload/edit, search and exhibition screens' strings: the catalogue namespace, under `create`. */
export function useCreateTranslation() {
  return useLanguageTexts('catalogue', { keyPrefix: 'create' });
}
