import type { Adapter, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAtMs: number };

/**
 * The stand-in's storage for oidc-provider (codes, sessions, grants, interactions): a Map of its
 * own per provider instance, entries dropped once expired. A stand-in keeps nothing across a
 * restart, by design; the provider's own quick-start adapter is one shared store per process.
 */
export function memoryAdapterFactory(): (name: string) => Adapter {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(key(id), { payload, expiresAtMs: Date.now() + (expiresIn ?? 3600) * 1000 });
        if (payload.grantId) {
          const keys = grants.get(payload.grantId) ?? new Set<string>();
          keys.add(key(id));
          grants.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return live(key(id));
      },
      async findByUserCode(userCode) {
        for (const [entryKey] of entries) {
          const payload = entryKey.startsWith(`${name}:`) ? live(entryKey) : undefined;
          if (payload?.userCode === userCode) return payload;
        }
        return undefined;
      },
      async findByUid(uid) {
        for (const [entryKey] of entries) {
          const payload = entryKey.startsWith(`${name}:`) ? live(entryKey) : undefined;
          if (payload?.uid === uid) return payload;
        }
        return undefined;
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const entryKey of grants.get(grantId) ?? []) entries.delete(entryKey);
        grants.delete(grantId);
      },
    };
  };
}
