// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { commerceEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The commerce endpoints as the client calls them (paths under the API base). */
export const commerceRoutes = {
  getCart: declaredRoute<(typeof commerceEndpoints)['getCart']>('GET', '/cart'),
  addToCart: declaredRoute<(typeof commerceEndpoints)['addToCart']>('POST', '/cart/addItem'),
  removeFromCart: declaredRoute<(typeof commerceEndpoints)['removeFromCart']>('GET', '/cart/removeItem'),
  basicDetails: declaredRoute<(typeof commerceEndpoints)['basicDetails']>('GET', '/checkout/basic-details'),
  placeOrder: declaredRoute<(typeof commerceEndpoints)['placeOrder']>('POST', '/user/order'),
  listOrders: declaredRoute<(typeof commerceEndpoints)['listOrders']>('GET', '/user/order'),
  getOrder: declaredRoute<(typeof commerceEndpoints)['getOrder']>('GET', '/user/order/:id'),
  cancelOrderItem: declaredRoute<(typeof commerceEndpoints)['cancelOrderItem']>('POST', '/user/order/itemcancel'),
  cancelOrder: declaredRoute<(typeof commerceEndpoints)['cancelOrder']>('POST', '/user/order/cancel'),
  artistSales: declaredRoute<(typeof commerceEndpoints)['artistSales']>('GET', '/studio/sales'),
  moveSale: declaredRoute<(typeof commerceEndpoints)['moveSale']>('POST', '/studio/sales/status'),
  paymentHandoff: declaredRoute<(typeof commerceEndpoints)['paymentHandoff']>('POST', '/payment/handoff'),
  stripeCheckout: declaredRoute<(typeof commerceEndpoints)['stripeCheckout']>('POST', '/save-stripe-token'),
  esewaReturn: declaredRoute<(typeof commerceEndpoints)['esewaReturn']>('GET', '/payment/esewa/return'),
  esewaFailure: declaredRoute<(typeof commerceEndpoints)['esewaFailure']>('GET', '/payment/esewa/failure'),
  connectIpsSuccess: declaredRoute<(typeof commerceEndpoints)['connectIpsSuccess']>(
    'GET',
    '/payment/connectips/success',
  ),
  connectIpsFailure: declaredRoute<(typeof commerceEndpoints)['connectIpsFailure']>(
    'GET',
    '/payment/connectips/failure',
  ),
  stripeCancel: declaredRoute<(typeof commerceEndpoints)['stripeCancel']>('GET', '/payment/stripe/cancel'),
  stripeWebhook: declaredRoute<(typeof commerceEndpoints)['stripeWebhook']>('POST', '/payment/stripe/webhook'),
  operatorRefunds: declaredRoute<(typeof commerceEndpoints)['operatorRefunds']>('GET', '/operator/refunds'),
  markRefunded: declaredRoute<(typeof commerceEndpoints)['markRefunded']>('POST', '/operator/refunds/:id/refunded'),
} as const;
