import { registerRemotes } from '@module-federation/enhanced/runtime';

export type RemotesConfig = Record<string, string>;

let registered: RemotesConfig = {};
let loading: Promise<RemotesConfig> | null = null;

/** Reads /remotes.json once per page load (StrictMode runs start-up effects twice). */
export function loadRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  loading ??= fetchAndRegister(url);
  return loading;
}

/** Reads /remotes.json (served next to the shell) so a remote can move or be redeployed without rebuilding the shell. */
async function fetchAndRegister(url: string): Promise<RemotesConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config = (await response.json()) as RemotesConfig;
    registered = Object.fromEntries(Object.entries(config).filter(([, entry]) => typeof entry === 'string' && entry));
  } catch (error) {
    console.error('[shell] no remotes configuration; every area shows its fallback', error);
    registered = {};
  }
  registerRemotes(
    Object.entries(registered).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return registered;
}

export function isAreaConfigured(area: string): boolean {
  return Object.hasOwn(registered, area);
}
