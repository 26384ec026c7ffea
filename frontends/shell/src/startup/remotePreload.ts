// Dependency-free: runs in the entry script, before the federation boundary. Once the areas' route
// manifests name the page's remote module, the scripts it needs (remoteEntry and the exposed
// module's chunks) are preloaded, so they download alongside React instead of after the first render.
import { type FederationManifest, matchPage, scriptsFor } from '@art/page-routes';
import { type Areas, absoluteUrl } from './areaManifests.js';

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

export async function preloadMatchedRemote(areas: Promise<Areas>, pathname: string): Promise<void> {
  const known = await areas;
  const page = matchPage(known.routes, pathname);
  if (!page?.area || !page.module) return;
  const manifest = known.manifests[page.area] as FederationManifest | undefined;
  const manifestPath = known.remotes[page.area];
  if (!manifest || !manifestPath) return;
  for (const script of scriptsFor(manifest, absoluteUrl(manifestPath), page.module)) preloadScript(script);
}
