import type { CartLine } from '@art/sdk/commerce';
import { Icon, ImageWithFallback } from '@art/ui';
import { Link } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import { isBlockedLine } from '../../lib/blockedLines.js';
import './CartLineItem.css';
import '../commerce.css';

type CartLineItemProps = { line: CartLine; onRemove?: (line: CartLine) => void };

/** One artwork in the cart (or the checkout's order list without `onRemove`): picture, name, artist, price (or Sold, On hold). */
export function CartLineItem({ line, onRemove }: CartLineItemProps) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  const product = line.product_id;
  // A piece no longer for sale says so where its price was: Sold or On hold, never a price to pay.
  const priceOrState = () =>
    product.availability === 'sold'
      ? t('cart.sold')
      : product.availability === 'on-hold'
        ? t('cart.onHold')
        : price(product.price);
  return (
    <li className="com-line" data-testid="cart-item" data-available={product.available}>
      <ImageWithFallback className="com-line__thumb" src={product.image} alt={product.name} loading="lazy" />
      <div className="com-line__who">
        <Link href={`/artwork/${product.slug}`} className="com-line__name" data-testid="cart-item-name">
          {product.name}
        </Link>
        <span className="com-muted">{t('common.by', { name: product.author.name })}</span>
        {!product.available && (
          <span
            className="com-flag"
            data-testid="cart-item-unavailable"
            data-reason={product.unavailableReason?.status}
          >
            {isBlockedLine(product) ? t('cart.blocked') : t('cart.unavailable')}
          </span>
        )}
      </div>
      <span className="com-line__price" data-testid="cart-item-price" data-availability={product.availability}>
        {priceOrState()}
      </span>
      {onRemove && (
        <button
          type="button"
          className="com-icon-button"
          aria-label={t('cart.remove', { name: product.name })}
          title={t('cart.remove', { name: product.name })}
          onClick={() => onRemove(line)}
          data-testid="cart-remove"
        >
          <Icon name="trash" />
        </button>
      )}
    </li>
  );
}
