/** The commerce area's react-query keys: one place, so a change can invalidate what it touches. */
export const commerceKeys = {
  all: ['commerce'] as const,
  cart: (viewerId: string) => ['commerce', 'cart', viewerId] as const,
  basicDetails: (viewerId: string) => ['commerce', 'basic-details', viewerId] as const,
  orders: (viewerId: string) => ['commerce', 'orders', viewerId] as const,
  order: (orderId: string, viewerId: string) => ['commerce', 'order', orderId, viewerId] as const,
  sales: (viewerId: string) => ['commerce', 'sales', viewerId] as const,
};
