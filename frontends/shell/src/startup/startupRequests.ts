// The requests the first render waits for, started together as soon as the entry script runs
// (before the federation boundary, so while React and the shared libraries still download):
// the health check, /areas.json (else /remotes.json, then every area's manifest with its routes, see areaManifests,
// the page's remote, see remotePreload, and the page's data, see routeData) and, with a token,
// the session check. Dependency-free on purpose.

import { usableRemotes } from '@art/page-routes';
import { readToken } from '../session/tokenCookie.js';
import { type Areas, loadAreaManifests } from './areaManifests.js';
import { fetchAreasDocument } from './areasDocument.js';
import { preloadMatchedRemote } from './remotePreload.js';
import { startRouteData } from './routeData.js';
import { checkSession, type SessionCheck } from './sessionCheck.js';
import { isTransientStatus, TransientHttpError, withRetry } from './withRetry.js';

export type RemotesConfig = Record<string, string>;

export type StartupRequests = {
  health: Promise<boolean>;
  remotes: Promise<RemotesConfig>;
  /** The areas' routes, read from their manifests once /remotes.json is known. */
  areas: Promise<Areas>;
  /** Null without a token cookie. */
  session: { token: string; check: Promise<SessionCheck> } | null;
};

const HEALTH_TIMEOUT_MS = 5000;
const REMOTES_TIMEOUT_MS = 5000;

/** True when the API answers its health check; a 503 or no answer, even after the retry, means offline. */
export async function fetchHealth(signal?: AbortSignal): Promise<boolean> {
  try {
    return await withRetry(
      async (attemptSignal) => {
        // Default cache mode and credentials, so the <link rel=preload> of index.html is used;
        // the gateway answers both with Cache-Control: no-cache, so nothing stale is read.
        const response = await fetch('/api/health', { signal: attemptSignal });
        if (isTransientStatus(response.status)) throw new TransientHttpError(response.status);
        return response.ok;
      },
      { timeoutMs: HEALTH_TIMEOUT_MS, signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/** /remotes.json, served next to the shell so a remote moves or is rolled back without a shell build. */
export async function fetchRemotesConfig(url = '/remotes.json', signal?: AbortSignal): Promise<RemotesConfig> {
  const config = await withRetry(
    async (attemptSignal) => {
      const response = await fetch(url, { signal: attemptSignal });
      if (isTransientStatus(response.status)) throw new TransientHttpError(response.status);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    },
    { timeoutMs: REMOTES_TIMEOUT_MS, signal },
  );
  return usableRemotes(config);
}

let started: StartupRequests | null = null;

/** Starts the start-up requests once per page load; later calls get the same promises. */
export function startupRequests(): StartupRequests {
  if (!started) {
    const token = readToken();
    // The gateway's /areas.json holds remotes.json and the manifests it knows, in one request;
    // served elsewhere (a development server), the shell asks for each itself.
    const document = fetchAreasDocument();
    const remotes = document.then((known) => known?.remotes ?? fetchRemotesConfig());
    started = {
      health: fetchHealth(),
      remotes,
      areas: Promise.all([remotes, document]).then(([config, known]) =>
        loadAreaManifests(config, Object.keys(config), known?.manifests),
      ),
      session: token ? { token, check: checkSession(token) } : null,
    };
    // Handled where they are used; this keeps an early failure from being reported as unhandled.
    started.remotes.catch(() => undefined);
    started.areas.catch(() => undefined);
    preloadMatchedRemote(started.areas, window.location.pathname).catch(() => undefined);
    startRouteData(started.areas, window.location.pathname, token).catch(() => undefined);
  }
  return started;
}
