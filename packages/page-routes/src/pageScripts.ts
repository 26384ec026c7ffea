// Which scripts a page's remote module needs, read from the remote's federation manifest
// (mf-manifest.json): its remoteEntry first, then the exposed module's own chunks. Both the shell
// (at start-up) and the gateway (in the served page) ask for them before the first render needs them.

/** The parts of a federation manifest this reads. */
export type FederationManifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

function baseOf(manifest: FederationManifest, manifestUrl: string): URL {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
}

/** The scripts a page of `module` needs, absolute: remoteEntry first, then the exposed chunks. */
export function scriptsFor(manifest: FederationManifest, manifestUrl: string, module: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
  const exposed = manifest.exposes?.find((expose) => expose.name === module);
  scripts.push(...(exposed?.assets?.js?.sync ?? []));
  const base = baseOf(manifest, manifestUrl);
  return scripts.map((script) => new URL(script, base).href);
}

/** The style sheets the exposed `module` loads with it, absolute. */
export function stylesFor(manifest: FederationManifest, manifestUrl: string, module: string): string[] {
  const exposed = manifest.exposes?.find((expose) => expose.name === module);
  const base = baseOf(manifest, manifestUrl);
  return (exposed?.assets?.css?.sync ?? []).map((sheet) => new URL(sheet, base).href);
}

/**
 * The entries of a remotes.json (area → its federation manifest's URL) that name a manifest: a
 * string, not empty. Anything else in the file is left out, as the shell and the gateway both read it.
 */
export function usableRemotes(config: unknown): Record<string, string> {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return {};
  return Object.fromEntries(
    Object.entries(config as Record<string, unknown>).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '',
    ),
  );
}
