/** Whom fastify believes about X-Forwarded-For: nobody, everybody, a hop count, or a list of addresses. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as fastify takes it: `false`/`true`, a list of addresses/CIDRs, or a hop count.
 * fastify itself (5.12+) reads a bare number as "trust nobody", because a hop count cannot tell
 * the ingress from a client that connects directly and sends X-Forwarded-For itself; so the count
 * is handed over as a function. Use it only where nothing but the ingress can reach the gateway;
 * an address list is the safer setting.
 */
export function trustProxyOf(value: string): TrustProxy {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return value.trim();
}
