/**
 * Section 9's money rules, shared by the service (the only place totals are computed for an order)
 * and the remote (which shows the same figures before the order is placed). Whole NPR throughout.
 */
export const SHIPPING_CHARGE_NPR = 50;
export const TAX_RATE = 0.13;
export const SERVICE_CHARGE_NPR = 0;

export interface OrderTotals {
  itemTotal: number;
  tax: number;
  shipping: number;
  serviceCharge: number;
  grandTotal: number;
}

/**
 * Item total = rounded sum of prices; tax = 13 % of that total; grand total = rounded sum of the
 * total, the tax and the shipping. The tax is kept in paisa precision only inside the grand total;
 * stored figures are whole NPR (tax rounded half up), so that the totals the buyer sees add up to what is charged.
 */
export function orderTotals(prices: readonly number[]): OrderTotals {
  const itemTotal = Math.round(prices.reduce((sum, price) => sum + price, 0));
  const exactTax = itemTotal * TAX_RATE;
  const shipping = itemTotal > 0 ? SHIPPING_CHARGE_NPR : 0;
  return {
    itemTotal,
    tax: Math.round(exactTax),
    shipping,
    serviceCharge: SERVICE_CHARGE_NPR,
    grandTotal: Math.round(itemTotal + exactTax + shipping + SERVICE_CHARGE_NPR),
  };
}

/** An item still bought: not cancelled, not given back. Only these are owed, shown and charged. */
export const OPEN_ITEM_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] as const;

export function isOpenItem(status: string): boolean {
  return (OPEN_ITEM_STATUSES as readonly string[]).includes(status);
}

/**
 * What an order owes now: the totals of its open items only (nothing at all when none is left).
 * The one function behind every amount asked of a provider, shown on a page or written in a mail.
 */
export function amountOwed(items: readonly { price: number; status: string }[]): OrderTotals {
  return orderTotals(items.filter((item) => isOpenItem(item.status)).map((item) => item.price));
}

/**
 * What goes back to the buyer when items of a paid order are cancelled: the difference between
 * what the open items owed before and after (an item's price and its tax, and the shipping with
 * the last item), in whole NPR.
 */
export function refundDue(
  before: readonly { price: number; status: string }[],
  after: readonly { price: number; status: string }[],
): number {
  return Math.max(0, amountOwed(before).grandTotal - amountOwed(after).grandTotal);
}

/** Defaults of the holds (each service's configuration may change them). */
export const PAYMENT_TIMEOUT_MINUTES_DEFAULT = 15;
export const CASH_CONFIRM_DAYS_DEFAULT = 3;
export const MAX_UNPAID_PIECES_DEFAULT = 5;

/** The number a buyer and an artist quote for an order: "KB-000123" (KB: Kala Bazar). */
export function formatOrderNumber(sequence: number): string {
  return `KB-${String(sequence).padStart(6, '0')}`;
}
