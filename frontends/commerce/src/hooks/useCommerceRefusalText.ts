import { useRefusalText } from '@art/ui/refusals';
import { commerceRefusalKey } from '../lib/commerceRefusals.js';
import { useCommerceTranslation } from './useCommerceTranslation.js';

/**
 * `(status, message) => text` for serverMessage: commerce's own refusals in the page's language,
 * then the refusals every area shares, else the server's message as it came.
 */
export function useCommerceRefusalText(): (status: unknown, message: string) => string {
  const { t } = useCommerceTranslation();
  const sharedText = useRefusalText();
  return (status, message) => {
    const key = commerceRefusalKey(status);
    return key === null ? sharedText(status, message) : t(key);
  };
}
