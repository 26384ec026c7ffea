import { useRefusalText } from '@art/ui/refusals';
import { commerceRefusal } from '../lib/commerceRefusals.js';
import { useCommerceTranslation } from './useCommerceTranslation.js';

/**
 * `(status, message, code) => text` for serverMessage: commerce's own refusals in the page's
 * language (still naming the artworks refused), then every other refusal by its code.
 */
export function useCommerceRefusalText(): (status: unknown, message: string, code?: unknown) => string {
  const { t } = useCommerceTranslation();
  const sharedText = useRefusalText();
  return (status, message, code) => {
    const words = commerceRefusal(status, message);
    if (words === null) return sharedText(status, message, code);
    const said = t(words.key, words.values);
    return words.names ? `${said}: ${words.names}` : said;
  };
}
