import type { FastifyRequest } from 'fastify';

/** "http://localhost:8080/" and "HTTP://LOCALHOST:8080" are the same origin. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** PUBLIC_URL first, then each of PUBLIC_URL_ALIASES: the only places a buyer is ever sent back to. */
export function allowedOrigins(publicUrl: string, aliases: string): string[] {
  const origins = [publicUrl, ...aliases.split(',')].map((entry) => originOf(entry.trim()));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * Where the buyer's browser reached us, as the gateway saw it (x-forwarded-proto/-host, which it
 * sets itself and strips from callers). Only a known origin is used, so no caller can make a
 * provider send a buyer elsewhere; any other falls back to the first (PUBLIC_URL).
 */
export function buyerOrigin(request: FastifyRequest, allowed: readonly string[]): string {
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const host = String(request.headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    .trim();
  const origin = proto && host ? originOf(`${proto}://${host}`) : null;
  return origin && allowed.includes(origin) ? origin : allowed[0];
}

/** Return paths under the public origin; ConnectIPS registers its two per merchant, so they are fixed. */
export const RETURN_PATHS = {
  esewaSuccess: '/api/payment/esewa/return',
  esewaFailure: '/api/payment/esewa/failure',
  connectIpsSuccess: '/api/payment/connectips/success',
  connectIpsFailure: '/api/payment/connectips/failure',
  stripeCancel: '/api/payment/stripe/cancel',
};

/** The buyer's landing pages once the provider has answered. */
export function outcomePage(
  publicUrl: string,
  outcome: 'success' | 'failure',
  orderId: string | null,
  reason?: string,
) {
  const url = new URL(`/checkout/${outcome}`, publicUrl);
  if (orderId) url.searchParams.set('order', orderId);
  if (reason) url.searchParams.set('reason', reason);
  return url.toString();
}
