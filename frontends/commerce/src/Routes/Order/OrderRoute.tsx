import { useParams } from 'wouter';
import { OrderPage } from '../../Components/orders/OrderPage.js';
import { OrderReceipt } from '../../Components/receipt/OrderReceipt.js';
import { orderPageView } from '../../lib/orderPaths.js';

/**
 * One of the buyer's orders (/order/<orderId>) and its printable receipt (/order/<orderId>/receipt):
 * one route in the shell, told apart by what follows the order's id.
 */
export function OrderRoute() {
  const params = useParams<{ orderId: string; '*'?: string }>();
  const view = orderPageView(params['*']);
  return (
    <>
      {view === 'receipt' ? (
        <OrderReceipt orderId={params.orderId} />
      ) : (
        <OrderPage orderId={params.orderId} isKnownPath={view === 'order'} />
      )}
    </>
  );
}

export default OrderRoute;
