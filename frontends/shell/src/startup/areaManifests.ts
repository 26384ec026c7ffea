// Dependency-free but for '@art/ui/routes' (itself dependency-free): runs in the entry script,
// before the federation boundary. Once /remotes.json is known, every area's federation manifest
// (mf-manifest.json, under 1 KB compressed) is fetched in parallel: the routes the shell shows
// come from there (each remote publishes its route manifest in it, under `art.routes`), so a new
// page or a new area needs no change to the shell. Only manifests: no remote's code is fetched
// until a page or a slot needs it. The federation runtime later asks for the same manifests; the
// runtime plugin hands it these responses (takeEarlyManifest) instead of fetching them again.
import { type AreaRoute, areaRoutes } from '@art/ui/routes';
import type { RemotesConfig } from './startupRequests.js';
import { isTransientStatus, TransientHttpError, withRetry } from './withRetry.js';

const MANIFEST_TIMEOUT_MS = 5000;

/** The areas of this page load: where each remote is, the pages they serve, which did not answer. */
export type Areas = {
  remotes: RemotesConfig;
  routes: AreaRoute[];
  /** Configured areas whose manifest could not be read: their pages are unknown for now. */
  failed: string[];
  /** Each answering area's federation manifest, parsed (for the start-up preload). */
  manifests: Record<string, unknown>;
};

const earlyManifests = new Map<string, Promise<string>>();

export const absoluteUrl = (url: string) => new URL(url, window.location.href).href;

/** The manifest fetched at start-up for `url`, once (the runtime's own fetch takes over after). */
export function takeEarlyManifest(url: string): Promise<string> | undefined {
  const key = absoluteUrl(url);
  const text = earlyManifests.get(key);
  earlyManifests.delete(key);
  return text;
}

function fetchManifest(manifestUrl: string): Promise<string> {
  const text = withRetry(
    async (signal) => {
      const response = await fetch(manifestUrl, { signal });
      if (isTransientStatus(response.status)) throw new TransientHttpError(response.status);
      if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
      return response.text();
    },
    { timeoutMs: MANIFEST_TIMEOUT_MS },
  );
  earlyManifests.set(manifestUrl, text);
  // A failed early fetch leaves the runtime to fetch (and report) it the usual way.
  text.catch(() => earlyManifests.delete(manifestUrl));
  return text;
}

/** The routes an area's federation manifest publishes (`art.routes`). */
export function routesInManifest(area: string, manifest: unknown): AreaRoute[] {
  const routes = (manifest as { art?: { routes?: unknown } } | null)?.art?.routes;
  return areaRoutes(area, routes, (problem) => console.error(`[shell] ${problem}`));
}

/** A manifest the shell already holds (from /areas.json): the runtime takes it as if fetched early. */
function heldManifest(manifestUrl: string, manifest: unknown): unknown {
  earlyManifests.set(manifestUrl, Promise.resolve(JSON.stringify(manifest)));
  return manifest;
}

/**
 * Reads the manifests of `areas` (every configured one by default) and gathers their routes; the
 * ones in `held` (/areas.json's) are not fetched again.
 */
export async function loadAreaManifests(
  remotes: RemotesConfig,
  areas: string[] = Object.keys(remotes),
  held: Record<string, unknown> = {},
): Promise<Areas> {
  const results = await Promise.all(
    areas.map(async (area) => {
      try {
        const url = absoluteUrl(remotes[area]);
        const manifest: unknown = Object.hasOwn(held, area)
          ? heldManifest(url, held[area])
          : JSON.parse(await fetchManifest(url));
        return { area, manifest, routes: routesInManifest(area, manifest) };
      } catch (error) {
        console.error(`[shell] no manifest from ${area}`, error);
        return { area, manifest: null, routes: null };
      }
    }),
  );
  return {
    remotes,
    routes: results.flatMap((result) => result.routes ?? []),
    failed: results.filter((result) => result.routes === null).map((result) => result.area),
    manifests: Object.fromEntries(results.filter((r) => r.routes !== null).map((r) => [r.area, r.manifest])),
  };
}
