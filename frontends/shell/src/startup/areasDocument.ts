// Dependency-free: runs in the entry script, before the federation boundary. The gateway answers
// /areas.json with remotes.json and every area manifest it knows (docs/decisions/0048): one request
// where the start-up made eight, each waiting its turn for one of a phone's six connections.
import { usableRemotes } from '@art/page-routes';
import type { RemotesConfig } from './startupRequests.js';
import { isTransientStatus, TransientHttpError, withRetry } from './withRetry.js';

const AREAS_TIMEOUT_MS = 5000;

export type AreasDocument = { remotes: RemotesConfig; manifests: Record<string, unknown> };

/** The document's usable parts: remotes with a manifest URL, manifests that are objects. */
export function areasDocumentOf(body: unknown): AreasDocument | null {
  const document = body as { remotes?: unknown; manifests?: unknown } | null;
  if (document === null || typeof document !== 'object') return null;
  const remotes = usableRemotes(document.remotes);
  if (Object.keys(remotes).length === 0) return null;
  const given = document.manifests;
  const manifests =
    given !== null && typeof given === 'object' && !Array.isArray(given)
      ? Object.fromEntries(
          Object.entries(given as Record<string, unknown>).filter(
            ([area, manifest]) => Object.hasOwn(remotes, area) && manifest !== null && typeof manifest === 'object',
          ),
        )
      : {};
  return { remotes, manifests };
}

/** /areas.json, or null when nobody serves it (then /remotes.json and each manifest, as before). */
export async function fetchAreasDocument(url = '/areas.json'): Promise<AreasDocument | null> {
  try {
    return await withRetry(
      async (signal) => {
        const response = await fetch(url, { signal });
        if (isTransientStatus(response.status)) throw new TransientHttpError(response.status);
        if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
        return areasDocumentOf(await response.json());
      },
      { timeoutMs: AREAS_TIMEOUT_MS },
    );
  } catch {
    return null;
  }
}
