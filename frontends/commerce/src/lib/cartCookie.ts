import Cookies from 'js-cookie';

export const CART_COOKIE = 'cart';
export const CART_COOKIE_DAYS = 7;

type CartLineRef = { product_id: { _id: string } };

/** What the cookie holds: one entry per artwork, quantity 1 (every artwork is one piece). */
export function cartCookieValue(products: readonly CartLineRef[]): string {
  return JSON.stringify(products.map((line) => ({ product: line.product_id._id, qty: 1 })));
}

/**
 * The cart cookie's attributes, as the shell's own cookies have them: Lax keeps it off cross-site
 * posts, `Secure` whenever the page came over https (on http, local runs, a Secure cookie would
 * not be stored at all, hence the switch on the page's protocol).
 */
export function cartCookieAttributes(protocol: string) {
  return { expires: CART_COOKIE_DAYS, path: '/', sameSite: 'lax', secure: protocol === 'https:' } as const;
}

/**
 * The 7-day cart cookie, kept in step with the server's cart (the truth): written after
 * every answer, removed (with the same attributes) when the cart is empty.
 */
export function keepCartCookie(products: readonly CartLineRef[]): void {
  const { expires, ...scope } = cartCookieAttributes(window.location.protocol);
  if (products.length === 0) {
    Cookies.remove(CART_COOKIE, scope);
    return;
  }
  Cookies.set(CART_COOKIE, cartCookieValue(products), { expires, ...scope });
}
