import { useLanguageTexts } from '@art/ui';
import '../browseI18n.js';

/** The browsing screens' strings: the catalogue namespace, under its `browse` key. */
export function useBrowseTranslation() {
  return useLanguageTexts('catalogue', { keyPrefix: 'browse' });
}
