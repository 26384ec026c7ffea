import { getBaseUrl } from './core.js';

/** True when the API answers its health check; anything else means the site is offline. */
export async function checkHealth(options: { baseUrl?: string; signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    const response = await fetch(`${options.baseUrl ?? getBaseUrl()}/health`, { signal: options.signal });
    return response.ok;
  } catch {
    return false;
  }
}
