import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../startup/areaManifests.js';
import { areaFallbackFor } from './areaFallback.js';

/**
 * When a remote's code cannot be fetched, hand back a module whose components say the area is
 * unavailable, so the shell keeps its header, footer and every other area.
 * Acts only at `onLoad`: a value returned at `afterResolve` would be taken for a manifest.
 */
export default function areaFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'art-area-fallback',
    // Every area's manifest was already fetched at start-up (areaManifests): no second request.
    fetch(url) {
      const early = takeEarlyManifest(url);
      if (!early) return undefined;
      return early.then(
        (text) => new Response(text, { headers: { 'content-type': 'application/json' } }),
        () => fetch(url),
      );
    },
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const area = String(args.id).split('/')[0];
      const Fallback = areaFallbackFor(area);
      if (!Fallback) return undefined;
      console.error(`[shell] remote ${args.id} failed to load`, args.error);
      // Only `default`: RemoteRoute falls back to it when the named export is missing. (No Proxy here:
      // `await` would read its `then` and hang.)
      return { __esModule: true, default: Fallback };
    },
  };
}
