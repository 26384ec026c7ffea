// The address just registered, so the Verify page (likely the next one, same tab) can name whose
// code it is without asking again. Session storage: per tab, gone when the tab closes.
const KEY = 'art:registeredEmail';

export function rememberRegisteredEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode, quota): the person types the address instead.
  }
}

export function registeredEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetRegisteredEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored to forget.
  }
}
