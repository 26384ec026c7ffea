import type { OrderShipping } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import '../commerce.css';
import './ReceiptShipping.css';

/** Who the order goes to, as the buyer gave it at checkout. */
export function ReceiptShipping({ shipping }: { shipping: OrderShipping }) {
  const { t } = useCommerceTranslation();
  const place = [shipping.city, shipping.state, shipping.postalCode].filter(Boolean).join(', ');
  return (
    <section data-testid="receipt-shipping">
      <h2 className="com-subtitle">{t('receipt.shipTo')}</h2>
      <address className="com-receipt__address">
        <span data-testid="receipt-buyer-name">{shipping.name}</span>
        <span>{shipping.address}</span>
        {shipping.address2 && <span>{shipping.address2}</span>}
        <span>{place}</span>
        <span>{shipping.country}</span>
        <span>{shipping.phone}</span>
        <span>{shipping.email}</span>
      </address>
    </section>
  );
}
