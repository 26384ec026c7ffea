// The commerce area: the cart, the checkout, orders, payment hand-offs and an artist's sales.
// Shapes are the commerce service's own (@art/contracts/commerce-api).
//
// Imported as '@art/sdk/commerce', on its own: only the commerce remote downloads it (the package
// root is shared by every remote and the shell, so what it holds is in everyone's first render).
// Every call goes through the generated commerceRoutes (callEndpoint, over the root's `request`),
// so no path is written here; ApiError is re-exported so a caller checks errors against the class
// its own requests throw.
import type {
  BasicDetails,
  CartLine,
  CartProduct,
  DroppedLine,
  OrderItemView,
  OrderPayload,
  OrderShipping,
  OrderStatus,
  OrderStep,
  OrderView,
  PaymentHandoff,
  PaymentStatus,
  RefundView,
  SaleMove,
  SaleView,
} from '@art/contracts/commerce-api';
import { ApiError, type RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { commerceRoutes as routes } from './routes/commerce.js';

export type {
  BasicDetails,
  CartLine,
  CartProduct,
  DroppedLine,
  OrderItemView,
  OrderPayload,
  OrderShipping,
  OrderStatus,
  OrderStep,
  OrderView,
  PaymentHandoff,
  PaymentStatus,
  RefundView,
  SaleView,
};
export { ApiError };

export type PaymentMethod = OrderPayload['paymentMethod'];

/** The cart as every cart call answers it: its lines and the sum of their prices (whole NPR). */
export type Cart = { products: CartLine[]; itemTotal: number };

export async function getCart(options: RequestOptions = {}): Promise<Cart> {
  return (await callEndpoint(routes.getCart, {}, options)).data;
}

/** Adds one piece of an artwork (the cart holds each artwork once); answers the whole cart. */
export async function addToCart(productId: string, options: RequestOptions = {}): Promise<Cart> {
  return (await callEndpoint(routes.addToCart, { body: { product_id: productId, quantity: 1 } }, options)).data;
}

export async function removeFromCart(productId: string, options: RequestOptions = {}): Promise<Cart> {
  return (await callEndpoint(routes.removeFromCart, { query: { productId } }, options)).data;
}

/** The checkout's prefill from the buyer's profile. */
export async function getBasicDetails(options: RequestOptions = {}): Promise<BasicDetails> {
  return (await callEndpoint(routes.basicDetails, {}, options)).data;
}

/**
 * `orderNumber`: what the finish page calls the order ("KB-000123"; '' when the answer lacks one).
 * `dropped`: lines the server left out (and took out of the cart), e.g. `blocked`; [] when none.
 */
export type PlacedOrder = {
  orderId: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  grandTotal: number;
  dropped: DroppedLine[];
};

/**
 * Places an order. A 400 (`validate-error`, the first shipping message) or 409 (`unavailable`)
 * comes back as an ApiError with the server's message. `orderId` is '' when the answer lacks one.
 */
export async function placeOrder(payload: OrderPayload, options: RequestOptions = {}): Promise<PlacedOrder> {
  // Read as possibly partial: an answer from an older server may lack the newer fields.
  const body: Partial<PlacedOrder> = await callEndpoint(routes.placeOrder, { body: payload }, options);
  return {
    orderId: typeof body.orderId === 'string' ? body.orderId : '',
    orderNumber: typeof body.orderNumber === 'string' ? body.orderNumber : '',
    paymentMethod: body.paymentMethod ?? payload.paymentMethod,
    grandTotal: body.grandTotal ?? 0,
    dropped: Array.isArray(body.dropped) ? body.dropped : [],
  };
}

/** The buyer's orders, newest first. */
export async function getOrders(options: RequestOptions = {}): Promise<OrderView[]> {
  return (await callEndpoint(routes.listOrders, {}, options)).data.result;
}

export async function getOrder(orderId: string, options: RequestOptions = {}): Promise<OrderView> {
  return (await callEndpoint(routes.getOrder, { params: { id: orderId } }, options)).data;
}

/** Cancels one PENDING item of the buyer's order; answers the server's message. */
export async function cancelOrderItem(orderId: string, itemId: string, options: RequestOptions = {}): Promise<string> {
  const body = await callEndpoint(routes.cancelOrderItem, { body: { order_id: orderId, item_id: itemId } }, options);
  return typeof body.message === 'string' ? body.message : '';
}

/** Cancels every PENDING item of the buyer's order. */
export async function cancelOrder(orderId: string, options: RequestOptions = {}): Promise<string> {
  const body = await callEndpoint(routes.cancelOrder, { body: { order_id: orderId } }, options);
  return typeof body.message === 'string' ? body.message : '';
}

/** Where the browser goes to pay for an order placed with an online method. */
export async function getPaymentHandoff(orderId: string, options: RequestOptions = {}): Promise<PaymentHandoff> {
  return (await callEndpoint(routes.paymentHandoff, { body: { order_id: orderId } }, options)).data;
}

/** The signed-in artist's sold items. */
export async function getSales(options: RequestOptions = {}): Promise<SaleView[]> {
  return (await callEndpoint(routes.artistSales, {}, options)).data.result;
}

export type SaleStatusChange = SaleMove;

export async function setSaleStatus(
  itemId: string,
  status: SaleStatusChange,
  options: RequestOptions = {},
): Promise<string> {
  const body = await callEndpoint(routes.moveSale, { body: { item_id: itemId, status } }, options);
  return typeof body.message === 'string' ? body.message : '';
}
