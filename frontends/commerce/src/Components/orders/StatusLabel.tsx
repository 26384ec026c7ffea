import type { OrderStatus } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import './StatusLabel.css';

/** An order item's status, coloured by how it ended. */
export function StatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useCommerceTranslation();
  return (
    <span className="com-status" data-status={status} data-testid="order-status">
      {t(`status.${status}`)}
    </span>
  );
}
