import Cookies from 'js-cookie';

export const CART_COOKIE = 'cart';
export const CART_COOKIE_DAYS = 7;

type CartLineRef = { product_id: { _id: string } };

/** What the cookie holds: one entry per artwork, quantity 1 (every artwork is one piece). */
export function cartCookieValue(products: readonly CartLineRef[]): string {
  return JSON.stringify(products.map((line) => ({ product: line.product_id._id, qty: 1 })));
}

/**
 * The spec's 7-day cart cookie, kept in step with the server's cart (the truth): written after
 * every answer, removed when the cart is empty. Secure whenever the page came over https.
 */
export function keepCartCookie(products: readonly CartLineRef[]): void {
  if (products.length === 0) {
    Cookies.remove(CART_COOKIE, { path: '/' });
    return;
  }
  Cookies.set(CART_COOKIE, cartCookieValue(products), {
    expires: CART_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}
