// The build settings the shell and every area remote must agree on: shared singletons (with their
// versions), output layout, TypeScript, and precompressed output for the gateway.
import { sharedSingletons } from './shared.mjs';

export { PrecompressPlugin, precompressDirectory } from './precompress.mjs';
export { remoteConfig } from './remote.mjs';
export {
  exposesOf,
  MF_MANIFEST_KEY,
  ROUTE_MANIFEST_FILE,
  RouteManifestPlugin,
  readRouteManifest,
  withRoutes,
} from './routeManifest.mjs';
export { BROWSER_TARGET, cssRule, devtoolFor, frontendOutput, frontendResolve, typescriptRule } from './settings.mjs';
export { SHARED_PACKAGES, sharedEntry, sharedSingletons } from './shared.mjs';

/**
 * Shared as singletons, never eager; the shell provides them, remotes reuse the shell's copy.
 * Versions come from the packages installed for the frontend being built (the build runs in its
 * folder); a config built from elsewhere calls `sharedSingletons({ from: root })` instead.
 */
export const SHARED_SINGLETONS = sharedSingletons();
