// Dependency-free: runs in the entry script, before the federation boundary. Once /remotes.json
// names the page's remote, its manifest is fetched and the scripts the page needs (remoteEntry and
// the exposed module's chunks) are preloaded, so they download alongside React instead of after
// the first render. The federation runtime later asks for the same manifest: the runtime plugin
// hands it this response (takeEarlyManifest) instead of fetching it a second time.
import { matchedRemote } from '../federation/matchedRemote.js';
import type { RemotesConfig } from './startupRequests.js';
import { isTransientStatus, TransientHttpError, withRetry } from './withRetry.js';

const MANIFEST_TIMEOUT_MS = 5000;

type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
};

const earlyManifests = new Map<string, Promise<string>>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/** The manifest fetched at start-up for `url`, once (the runtime's own fetch takes over after). */
export function takeEarlyManifest(url: string): Promise<string> | undefined {
  const key = absolute(url);
  const text = earlyManifests.get(key);
  earlyManifests.delete(key);
  return text;
}

/** The scripts a page of `module` needs, absolute: remoteEntry first, then the exposed chunks. */
export function scriptsFor(manifest: Manifest, manifestUrl: string, module: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
  const exposed = manifest.exposes?.find((expose) => expose.name === module);
  scripts.push(...(exposed?.assets?.js?.sync ?? []));
  return scripts.map((script) => new URL(script, base).href);
}

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

export async function preloadMatchedRemote(remotes: Promise<RemotesConfig>, pathname: string): Promise<void> {
  const entry = matchedRemote(pathname);
  if (!entry) return;
  const manifestPath = (await remotes)[entry.area];
  if (!manifestPath) return;
  const manifestUrl = absolute(manifestPath);
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
  for (const script of scriptsFor(JSON.parse(await text) as Manifest, manifestUrl, entry.module)) preloadScript(script);
}
