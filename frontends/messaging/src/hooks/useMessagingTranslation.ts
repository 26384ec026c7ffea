import { useTranslation } from 'react-i18next';
import '../messagingI18n.js';

/** The messaging screens' strings (the `messaging` namespace). */
export function useMessagingTranslation() {
  return useTranslation('messaging');
}
