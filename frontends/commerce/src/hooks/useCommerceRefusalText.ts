import { useRefusalText } from '@art/ui/refusals';
import { commerceRefusal } from '../lib/commerceRefusals.js';
import { useCommerceTranslation } from './useCommerceTranslation.js';

/**
 * `(status, message) => text` for serverMessage: commerce's own refusals in the page's language
 * (still naming the artworks refused), then the refusals every area shares, else the server's message.
 */
export function useCommerceRefusalText(): (status: unknown, message: string) => string {
  const { t } = useCommerceTranslation();
  const sharedText = useRefusalText();
  return (status, message) => {
    const words = commerceRefusal(status, message);
    if (words === null) return sharedText(status, message);
    const said = t(words.key, words.values);
    return words.names ? `${said}: ${words.names}` : said;
  };
}
