import { useEffect, useState } from 'react';

declare const __BUILD_VERSION__: string;

const POLL_MS = 60_000;

/** True once /version.json names a build other than the one running; dev builds never poll. */
export function useNewVersion(): boolean {
  const [hasNewVersion, setHasNewVersion] = useState(false);

  useEffect(() => {
    if (__BUILD_VERSION__ === 'dev' || hasNewVersion) return;
    let isCancelled = false;
    async function check() {
      try {
        const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: string };
        if (!isCancelled && version && version !== __BUILD_VERSION__) setHasNewVersion(true);
      } catch {
        // Offline for a moment: try again on the next tick.
      }
    }
    const handleVisibility = () => document.visibilityState === 'visible' && check();
    const timer = window.setInterval(check, POLL_MS);
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('focus', check);
    return () => {
      isCancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('focus', check);
    };
  }, [hasNewVersion]);

  return hasNewVersion;
}
