import { checkoutFailureReasonOf } from '@art/contracts/checkout-failure';

/**
 * The text key of the failure page's reason, from the address's `reason`: the page's own words for
 * a code it knows, a generic one for anything else (an address is anyone's to write, and the page
 * is the site's: it never prints what the address says), nothing when no reason was given.
 */
export function failureReasonKey(reason: string | null): string | null {
  if (reason === null || reason === '') return null;
  return `outcome.reasons.${checkoutFailureReasonOf(reason) ?? 'unknown'}`;
}
