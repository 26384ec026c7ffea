import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The origins of the remotes that the shell's runtime remotes.json names outside this origin: a
 * team may deploy its remote elsewhere (the architecture allows it, with CORS), and the site's
 * Content-Security-Policy must then let the browser load its scripts, manifest and styles. A
 * relative or same-origin entry needs nothing; an unreadable file or entry adds nothing.
 */
export function remoteOriginsOf(remotesJson: string): string[] {
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (remotes === null || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes as Record<string, unknown>)) {
    const url = typeof entry === 'string' ? entry : (entry as { entry?: unknown } | null)?.entry;
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: the shell will show that area's fallback; nothing to allow
    }
  }
  return [...origins].sort();
}

/**
 * The remotes.json the gateway goes by: REMOTES_FILE when set (a deploy-time file, e.g. a
 * ConfigMap), else the shell's built one in the frontends folder.
 */
export function remotesFileOf(frontendsDir: string, remotesFile = ''): string {
  if (remotesFile) return path.resolve(remotesFile);
  return path.join(frontendsDir, 'shell', 'dist', 'remotes.json');
}

/**
 * The remotes.json of `frontendsDir` or REMOTES_FILE (see remotesFileOf), read again only when its modification time
 * changes (a ConfigMap mount swaps the file: its time changes too).
 */
export function remotesFileWatcher(frontendsDir: string, remotesFile = '') {
  const file = remotesFileOf(frontendsDir, remotesFile);
  let seenMtimeMs = -1;
  let origins: string[] = [];
  return {
    file,
    /** The current origins and whether they changed since the last call. */
    read(): { origins: string[]; changed: boolean } {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        mtimeMs = 0;
      }
      if (mtimeMs === seenMtimeMs) return { origins, changed: false };
      seenMtimeMs = mtimeMs;
      const next = mtimeMs === 0 ? [] : remoteOriginsOf(readFileSync(file, 'utf8'));
      const changed = next.join(' ') !== origins.join(' ');
      origins = next;
      return { origins, changed };
    },
  };
}
