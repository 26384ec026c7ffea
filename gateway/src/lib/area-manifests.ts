import path from 'node:path';
import { type AreaRoute, areaRoutes, type FederationManifest, usableRemotes } from '@art/page-routes';
import { remotesFileOf } from './remote-origins.js';
import { type WatchedFile, watchedFileReader } from './watched-file.js';

/** What the shell learns at start-up from /remotes.json and every area's federation manifest. */
export interface KnownAreas {
  /** Changes whenever remotes.json or a manifest changed: pages made from it are made again. */
  version: string;
  /** Area → its manifest's URL, as remotes.json says it (what the shell fetches). */
  remotes: Record<string, string>;
  manifests: Record<string, FederationManifest>;
  routes: AreaRoute[];
}

export interface AreaManifestsOptions {
  frontendsDir: string;
  remotesFile?: string;
  /** A manifest at another origin (a remote deployed elsewhere) is read again after this long. */
  remoteManifestSeconds?: number;
  remoteManifestTimeoutMs?: number;
  /** A problem with one area's manifest (it is left out; the shell then fetches it itself). */
  onProblem?: (problem: string) => void;
}

const SAME_ORIGIN_REMOTE = /^\/mf\/([a-z][a-z0-9-]*)\/([^?#]+)$/;

/**
 * The areas as the shell will find them: remotes.json (REMOTES_FILE or the shell's built one),
 * and each area's mf-manifest.json — read from the frontends folder when remotes.json points at
 * this origin's /mf/<area>/, else fetched in the background and kept for a while, so a served page
 * never waits for another origin (until it answered, that area has no hints; the shell asks itself).
 */
export function areaManifestsReader(options: AreaManifestsOptions): () => Promise<KnownAreas | undefined> {
  const root = path.resolve(options.frontendsDir);
  const remotesJson = watchedFileReader(remotesFileOf(root, options.remotesFile));
  const localFiles = new Map<string, () => Promise<WatchedFile | undefined>>();
  const fetched = new Map<string, { text?: string; version: string; readAtMs: number; fetching: boolean }>();
  const seconds = options.remoteManifestSeconds ?? 60;
  const timeoutMs = options.remoteManifestTimeoutMs ?? 2000;
  let known: { key: string; areas: KnownAreas } | undefined;

  function fetchInBackground(url: string): void {
    const entry = fetched.get(url) ?? { version: 'none', readAtMs: 0, fetching: false };
    fetched.set(url, entry);
    if (entry.fetching || Date.now() - entry.readAtMs < seconds * 1000) return;
    entry.fetching = true;
    fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const text = await response.text();
        if (text !== entry.text) entry.version = `${Date.now()}`;
        entry.text = text;
      })
      .catch((error: Error) => options.onProblem?.(`${url}: ${error.message}`))
      .finally(() => {
        entry.fetching = false;
        entry.readAtMs = Date.now();
      });
  }

  async function manifestText(entry: string): Promise<WatchedFile | undefined> {
    const local = SAME_ORIGIN_REMOTE.exec(entry);
    if (local !== null) {
      const file = path.join(root, local[1], 'dist', path.normalize(`/${local[2]}`));
      let reader = localFiles.get(file);
      if (reader === undefined) {
        reader = watchedFileReader(file);
        localFiles.set(file, reader);
      }
      return reader();
    }
    if (!/^https?:\/\//i.test(entry)) return undefined;
    fetchInBackground(entry);
    const cached = fetched.get(entry);
    return cached?.text === undefined ? undefined : { text: cached.text, version: cached.version };
  }

  return async () => {
    const remotesRead = await remotesJson();
    if (remotesRead === undefined) return undefined;
    let remotes: Record<string, string>;
    try {
      const parsed: unknown = JSON.parse(remotesRead.text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
      remotes = usableRemotes(parsed);
    } catch {
      return undefined;
    }
    const texts = await Promise.all(
      Object.entries(remotes).map(async ([area, url]) => [area, await manifestText(url)] as const),
    );
    const key = [remotesRead.version, ...texts.map(([area, text]) => `${area}:${text?.version ?? '-'}`)].join('|');
    if (known?.key === key) return known.areas;
    const manifests: Record<string, FederationManifest> = {};
    const routes: AreaRoute[] = [];
    for (const [area, text] of texts) {
      if (text === undefined) continue;
      try {
        const manifest = JSON.parse(text.text) as FederationManifest & { art?: { routes?: unknown } };
        manifests[area] = manifest;
        routes.push(...areaRoutes(area, manifest.art?.routes, (problem) => options.onProblem?.(problem)));
      } catch (error) {
        options.onProblem?.(`${area}'s manifest is not JSON: ${(error as Error).message}`);
      }
    }
    known = { key, areas: { version: key, remotes, manifests, routes } };
    return known.areas;
  };
}
