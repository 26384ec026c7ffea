import type { SaleStatusChange, SaleView } from '@art/sdk/commerce';

/**
 * The artist's next step for a sold item: a cash order is confirmed by the artist (an online one
 * is confirmed by its payment), then shipped, then delivered. Null when nothing is left to do.
 */
export function nextSaleStatus(sale: Pick<SaleView, 'status' | 'paymentMethod'>): SaleStatusChange | null {
  if (sale.status === 'PENDING') return sale.paymentMethod === 'cash' ? 'CONFIRMED' : null;
  if (sale.status === 'CONFIRMED') return 'SHIPPED';
  if (sale.status === 'SHIPPED') return 'DELIVERED';
  return null;
}

/** An artist may cancel a sale until it is shipped. */
export function canCancelSale(sale: Pick<SaleView, 'status'>): boolean {
  return sale.status === 'PENDING' || sale.status === 'CONFIRMED';
}
