import type { SaleStatusChange, SaleView } from '@art/sdk/commerce';
import { Button } from '@art/ui';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import { placedDate, placedTime } from '../../lib/placedDate.js';
import { canCancelSale, nextSaleStatus } from '../../lib/saleActions.js';
import { OrderProduct } from './OrderProduct.js';
import { StatusLabel } from './StatusLabel.js';
import '../commerce.css';

type SaleRowProps = {
  sale: SaleView;
  isBusy: boolean;
  onAdvance: (sale: SaleView, status: SaleStatusChange) => void;
  onCancel: (sale: SaleView) => void;
};

const ADVANCE_LABEL = { CONFIRMED: 'sales.confirm', SHIPPED: 'sales.ship', DELIVERED: 'sales.deliver' } as const;

/**
 * One sold artwork: its order's number, by when a cash order must be confirmed, who bought it,
 * where it goes, its status and the artist's next step.
 */
export function SaleRow({ sale, isBusy, onAdvance, onCancel }: SaleRowProps) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  const next = nextSaleStatus(sale);
  const info = sale.shippingInfo;
  const address = [info.address, info.address2, info.city, info.state, info.postalCode, info.country]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="com-card" data-testid="sale-row" data-item-id={sale._id}>
      <div className="com-between">
        <OrderProduct
          image={sale.image}
          name={sale.name}
          detail={
            <span className="com-muted">
              {price(sale.price)} · {placedDate(sale.createdAt)} · {t(`payment.${sale.paymentStatus}`)}
            </span>
          }
        />
        <StatusLabel status={sale.status} />
      </div>
      <span className="com-muted">
        <span data-testid="sale-order-number">{t('order.number', { number: sale.orderNumber })}</span>
        {sale.confirmBy && (
          <>
            {' · '}
            <span data-testid="sale-confirm-by">{t('sales.confirmBy', { time: placedTime(sale.confirmBy) })}</span>
          </>
        )}
      </span>
      <span className="com-muted">{t('sales.buyer', { name: sale.buyer.name, phone: sale.buyer.phone })}</span>
      <span className="com-muted">{t('sales.shipTo', { address })}</span>
      {(next || canCancelSale(sale)) && (
        <div className="com-actions">
          {canCancelSale(sale) && (
            <Button
              variant="secondary"
              size="small"
              disabled={isBusy}
              onClick={() => onCancel(sale)}
              data-testid="sale-cancel"
            >
              {t('sales.cancel')}
            </Button>
          )}
          {next && (
            <Button
              size="small"
              isLoading={isBusy}
              onClick={() => onAdvance(sale, next)}
              data-testid={`sale-${next.toLowerCase()}`}
            >
              {t(ADVANCE_LABEL[next as keyof typeof ADVANCE_LABEL])}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
