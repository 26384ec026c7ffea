import { useLanguageTexts } from '@art/ui';
import '../messagingI18n.js';

/** The messaging screens' strings (the `messaging` namespace). */
export function useMessagingTranslation() {
  return useLanguageTexts('messaging');
}
