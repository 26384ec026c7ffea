import { useTranslation } from 'react-i18next';
import '../browseI18n.js';

/** The browsing screens' strings: the catalogue namespace, under its `browse` key. */
export function useBrowseTranslation() {
  return useTranslation('catalogue', { keyPrefix: 'browse' });
}
