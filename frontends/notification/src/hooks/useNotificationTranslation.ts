import { useLanguageTexts } from '@art/ui';
import '../notificationI18n.js';

/** The notification screens' strings (the `notification` namespace). */
export function useNotificationTranslation() {
  return useLanguageTexts('notification');
}
