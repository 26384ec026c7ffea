import * as commerce from '@art/sdk/commerce';
import { serverMessage } from '@art/sdk/refusals';
import { Button, Dialog, useSession, useSnackbar } from '@art/ui';
import { hasOwnWords } from '@art/ui/refusals';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCartWriter } from '../../hooks/useCartWriter.js';
import { useCommerceRefusalText } from '../../hooks/useCommerceRefusalText.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { commerceRefusal } from '../../lib/commerceRefusals.js';

/** What the artwork page hands over (the catalogue's ArtworkView has these and more). */
type BuyArtworkButtonProps = {
  artwork: { _id: string; slug: string; name: string; price: number; stock: number; author: { _id: string } };
};

/**
 * The artwork page's Buy Artwork (placed by the catalogue through an area slot): a guest is sent to
 * sign in; a signed-in buyer's artwork goes into the cart, then a dialog offers Continue or Go To Cart.
 */
export function BuyArtworkButton({ artwork }: BuyArtworkButtonProps) {
  const { t } = useCommerceTranslation();
  const { token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  const cartWriter = useCartWriter();
  const refusalText = useCommerceRefusalText();
  const [isAdding, setIsAdding] = useState(false);
  const [isAdded, setIsAdded] = useState(false);

  async function handleBuy() {
    if (!token) {
      requireLogin(t('buy.loginToBuy'));
      return;
    }
    setIsAdding(true);
    try {
      await cartWriter.write(await commerce.addToCart(artwork._id, { token }));
      setIsAdded(true);
    } catch (error) {
      console.error('artwork not added to the cart', error);
      // A refusal with words of its own (sold, on hold, blocked) says them; anything else is the
      // spec's "Something went wrong while adding product to cart", in the reader's language.
      const hasWords =
        error instanceof commerce.ApiError &&
        (commerceRefusal(error.status, error.message) !== null || hasOwnWords(error.status, error.message, error.code));
      showSnackbar(hasWords ? serverMessage(error, t('buy.addFailed'), refusalText) : t('buy.addFailed'), {
        type: 'error',
      });
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <>
      <Button onClick={() => void handleBuy()} isLoading={isAdding} data-testid="artwork-buy">
        {t('buy.button')}
      </Button>
      <Dialog
        isOpen={isAdded}
        title={t('buy.added')}
        onClose={() => setIsAdded(false)}
        closeLabel={t('common.close')}
        testId="add-to-cart-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsAdded(false)} data-testid="continue-shopping">
              {t('buy.continue')}
            </Button>
            <Button onClick={() => navigate('/cart')} data-testid="go-to-cart" data-autofocus>
              {t('buy.goToCart')}
            </Button>
          </>
        }
      />
    </>
  );
}

export default BuyArtworkButton;
