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
 * stored figures are whole NPR (tax rounded half up), as the spec's rounding implies.
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
