import { useLanguageTexts } from '@art/ui';
import '../socialI18n.js';

/** The social screens' strings (the `social` namespace). */
export function useSocialTranslation() {
  return useLanguageTexts('social');
}
