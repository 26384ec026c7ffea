// Dependency-free: runs in the entry script, before the federation boundary. Once the areas' route
// manifests name the page's remote module, the scripts it needs (remoteEntry and the exposed
// module's chunks) are preloaded, so they download alongside React instead of after the first render.
import { matchPage } from '../routeTable.js';
import { type Areas, absoluteUrl } from './areaManifests.js';

type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
};

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

export async function preloadMatchedRemote(areas: Promise<Areas>, pathname: string): Promise<void> {
  const known = await areas;
  const page = matchPage(known.routes, pathname);
  if (!page?.area || !page.module) return;
  const manifest = known.manifests[page.area] as Manifest | undefined;
  const manifestPath = known.remotes[page.area];
  if (!manifest || !manifestPath) return;
  for (const script of scriptsFor(manifest, absoluteUrl(manifestPath), page.module)) preloadScript(script);
}
