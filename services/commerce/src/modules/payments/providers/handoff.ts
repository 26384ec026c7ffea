/** What the browser does next: a form it posts (eSewa, ConnectIPS) or a page it opens (Stripe). */
export type Handoff = { method: 'POST' | 'GET'; action: string; fields: Record<string, string> };

/** One payment attempt for an order; attemptId is unique per attempt (provider transaction id). */
export type PaymentAttempt = {
  orderId: string;
  attemptId: string;
  /** NPR, = itemTotal + tax + shipping. */
  grandTotal: number;
  itemTotal: number;
  tax: number;
  shipping: number;
  description: string;
  successUrl: string;
  failureUrl: string;
};

/** NPR to paisa; rounding absorbs binary float noise such as 0.1 + 0.2. */
export function toPaisa(npr: number): number {
  return Math.round(npr * 100);
}
