import { useTranslation } from 'react-i18next';
import '../i18n.js';

export function useIdentityTranslation() {
  return useTranslation('identity');
}
