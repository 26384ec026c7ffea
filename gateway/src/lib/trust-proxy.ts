/** TRUST_PROXY as fastify takes it: a boolean, a hop count, or a list of addresses/CIDRs. */
export function trustProxyOf(value: string): boolean | number | string {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return value.trim();
}
