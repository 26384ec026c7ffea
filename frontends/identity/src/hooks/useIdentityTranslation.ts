import { useLanguageTexts } from '@art/ui';
import '../i18n.js';

export function useIdentityTranslation() {
  return useLanguageTexts('identity');
}
