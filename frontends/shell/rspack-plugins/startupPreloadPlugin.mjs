// Adds <link rel="preload" as="script"> to index.html for the scripts every start-up needs (and
// gives the entry script high priority): the
// chunks behind the async boundary (import('./bootstrap.js')) and the shell's copies of the shared
// libraries. Without it they are requested only once main.js has downloaded and run the federation
// runtime; with it they download alongside main.js.
import { rspack } from '@rspack/core';

// Shared libraries also resolved from a workspace package's own node_modules (e.g.
// packages/ui/node_modules/i18next) get their own provider chunk; the shell's copy is the one the
// runtime picks, so those duplicates are never loaded and must not be preloaded.
const PACKAGE_OWN_COPY = /[\\/]packages[\\/][^\\/]+[\\/]node_modules[\\/]/;

/**
 * Where each module of `chunk` comes from: its file, else its identifier (concatenated modules name
 * their root file there); federation's consume modules name only a fallback, not what is loaded.
 */
function sourcesOf(compilation, chunk) {
  return compilation.chunkGraph
    .getChunkModules(chunk)
    .map((module) => module.resource || module.identifier?.() || '')
    .filter((source) => !source.startsWith('consume shared module'));
}

/** Script files of the start-up: the bootstrap chunk group, and the shared providers of `sharedNames`. */
export function startupScripts(compilation, sharedNames) {
  const files = new Set();
  const isShared = (resource) =>
    sharedNames.some(
      (name) =>
        resource.includes(`/node_modules/${name}/`) || resource.includes(`/packages/${name.replace('@art/', '')}/src/`),
    );
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => origin.request === './bootstrap.js')) continue;
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  const ownCopy = (chunk) => sourcesOf(compilation, chunk).some((source) => PACKAGE_OWN_COPY.test(source));
  const providesShared = (chunk) => !ownCopy(chunk) && sourcesOf(compilation, chunk).some(isShared);
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial() || !providesShared(chunk)) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  // A shared package's own dependencies (@art/ui's use-sync-external-store) sit in chunks of their
  // own, loaded with it by the share scope: its groups come from a shared module, not an import().
  for (const group of compilation.chunkGroups) {
    if (group.origins.some((origin) => origin.request)) continue;
    const chunks = group.chunks.filter((chunk) => !chunk.canBeInitial());
    if (!chunks.some(providesShared)) continue;
    for (const chunk of chunks) {
      if (ownCopy(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files].sort();
}

export class StartupPreloadPlugin {
  constructor({ shared, publicPath = '/' }) {
    // react-dom/client lives in react-dom's folder; scoped names stay whole.
    this.sharedNames = [
      ...new Set(
        Object.keys(shared).map((key) =>
          key
            .split('/')
            .slice(0, key.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
      ),
    ];
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const links = startupScripts(compilation, this.sharedNames).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` },
          }));
          // The entry script starts everything else: as a deferred script the browser would give
          // it low priority, after the preloads it lists below.
          for (const tag of data.headTags)
            if (tag.tagName === 'script' && tag.attributes?.src) tag.attributes.fetchpriority = 'high';
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}
