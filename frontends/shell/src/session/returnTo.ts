// Where to go after login. Session storage keeps it per tab, so another tab's login does not jump here.
const KEY = 'art:returnTo';

export function saveReturnTo(path: string): void {
  if (path.startsWith('/login')) return;
  sessionStorage.setItem(KEY, path);
}

export function takeReturnTo(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  // Only same-site paths: a stored absolute URL must never become an open redirect.
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
