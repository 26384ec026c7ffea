// Commerce area remote: exposes its route components; the shell owns the URLs and mounts them
// (the configuration every remote shares is remoteConfig in @art/frontend-build).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './CartRoute': './src/Routes/Cart/CartRoute.tsx',
  './CheckoutRoute': './src/Routes/Checkout/CheckoutRoute.tsx',
  './CheckoutSuccessRoute': './src/Routes/Checkout/CheckoutSuccessRoute.tsx',
  './CheckoutFailureRoute': './src/Routes/Checkout/CheckoutFailureRoute.tsx',
  './OrdersRoute': './src/Routes/Orders/OrdersRoute.tsx',
  // One order (/order/:orderId) and its receipt (/order/:orderId/receipt).
  './OrderRoute': './src/Routes/Order/OrderRoute.tsx',
  // Placed by other screens through the shell's area slots (not routes).
  './BuyArtworkButton': './src/Routes/BuyArtwork/BuyArtworkButton.tsx',
  './CartCounter': './src/Routes/CartCounter/CartCounter.tsx',
};

export default remoteConfig({ root: dirname(fileURLToPath(import.meta.url)), name: 'commerce', port: 3004, exposes });
