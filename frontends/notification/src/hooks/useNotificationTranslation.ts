import { useTranslation } from 'react-i18next';
import '../notificationI18n.js';

/** The notification screens' strings (the `notification` namespace). */
export function useNotificationTranslation() {
  return useTranslation('notification');
}
