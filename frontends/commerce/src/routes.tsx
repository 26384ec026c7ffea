import type { ComponentType } from 'react';
import { CartRoute } from './Routes/Cart/CartRoute.js';
import { CheckoutFailureRoute } from './Routes/Checkout/CheckoutFailureRoute.js';
import { CheckoutRoute } from './Routes/Checkout/CheckoutRoute.js';
import { CheckoutSuccessRoute } from './Routes/Checkout/CheckoutSuccessRoute.js';
import { OrderRoute } from './Routes/Order/OrderRoute.js';
import { OrdersRoute } from './Routes/Orders/OrdersRoute.js';

// The paths the shell mounts these at (frontends/shell/src/routeTable.ts); used by the standalone page.
// More specific paths first: the standalone router takes the first match.
export const commerceRoutes: { path: string; Component: ComponentType }[] = [
  { path: '/cart', Component: CartRoute },
  { path: '/checkout/success', Component: CheckoutSuccessRoute },
  { path: '/checkout/failure', Component: CheckoutFailureRoute },
  { path: '/checkout', Component: CheckoutRoute },
  { path: '/order/:orderId/*?', Component: OrderRoute },
  { path: '/order', Component: OrdersRoute },
];
