import * as commerce from '@art/sdk/commerce';
import { serverMessage } from '@art/sdk/refusals';
import { useSession, useSnackbar } from '@art/ui';
import { useState } from 'react';
import { handOffToProvider } from '../lib/paymentHandoff.js';
import { useCommerceRefusalText } from './useCommerceRefusalText.js';
import { useCommerceTranslation } from './useCommerceTranslation.js';

/**
 * Pays an unpaid online order: asks the service for the hand-off (the amount of what is open now)
 * and sends the browser to the provider as the checkout does. `isPaying` stays true once handed
 * off, since the page is leaving.
 */
export function usePayNow(orderId: string) {
  const { t } = useCommerceTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useCommerceRefusalText();
  const [isPaying, setIsPaying] = useState(false);

  async function pay() {
    setIsPaying(true);
    showSnackbar(t('checkout.redirecting'));
    try {
      handOffToProvider(await commerce.getPaymentHandoff(orderId, { token }));
    } catch (error) {
      console.error('payment hand-off failed', error);
      showSnackbar(serverMessage(error, t('checkout.failed'), refusalText), { type: 'error' });
      setIsPaying(false);
    }
  }

  return { pay, isPaying };
}
