export type { AllStandIns, AllStandInsOptions } from './all.js';
export { startAllStandIns } from './all.js';
export type {
  ConnectIpsStandIn,
  ConnectIpsStandInOptions,
  ConnectIpsStatus,
  ConnectIpsTransaction,
} from './connectips.js';
export {
  cancelConnectIps,
  connectIpsFormMessage,
  connectIpsValidateMessage,
  generateMerchantKeys,
  payConnectIps,
  rsaSign,
  startConnectIpsStandIn,
} from './connectips.js';
export type { EsewaStandIn, EsewaStandInOptions, EsewaStatus, EsewaTransaction } from './esewa.js';
export {
  cancelEsewa,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  esewaSign,
  payEsewa,
  startEsewaStandIn,
} from './esewa.js';
export type { ListenOptions } from './http.js';
export type {
  StripeStandIn,
  StripeStandInCharge,
  StripeStandInEvent,
  StripeStandInOptions,
  StripeStandInRefund,
  StripeStandInSession,
  WebhookDelivery,
} from './stripe.js';
export { cancelStripe, payStripe, startStripeStandIn, stripeSignatureHeader } from './stripe.js';
