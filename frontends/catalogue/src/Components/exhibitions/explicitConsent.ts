// Someone who confirmed they are over 18 for an exhibition is not asked again in the same tab:
// the listing asks, then the viewer it opens would ask a second time without this.
const KEY_PREFIX = 'art-explicit-consent:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function hasExplicitConsent(exhibitionId: string): boolean {
  return storage()?.getItem(`${KEY_PREFIX}${exhibitionId}`) === 'yes';
}

export function giveExplicitConsent(exhibitionId: string): void {
  storage()?.setItem(`${KEY_PREFIX}${exhibitionId}`, 'yes');
}
