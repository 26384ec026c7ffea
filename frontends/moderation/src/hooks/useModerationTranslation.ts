import { useLanguageTexts } from '@art/ui';
import '../i18n.js';

/** The console's strings (namespace `moderation`), registered the first time a page loads. */
export function useModerationTranslation() {
  return useLanguageTexts('moderation');
}
