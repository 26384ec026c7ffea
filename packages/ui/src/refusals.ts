import { useTranslation } from 'react-i18next';

/**
 * Refusals any area's screens may meet (the gateway's unverified e-mail; every service's audience:
 * a block, a private account), translated once here by their status code (`ui:refusals.<code>`)
 * instead of in every remote.
 */
export const SHARED_REFUSALS = ['email-not-verified', 'blocked', 'private-account'] as const;
export type SharedRefusal = (typeof SHARED_REFUSALS)[number];

/** The `ui` key of a refusal's own words, or null when the status is not one of them. */
export function sharedRefusalKey(status: unknown): string | null {
  return SHARED_REFUSALS.includes(status as SharedRefusal) ? `refusals.${status as SharedRefusal}` : null;
}

/**
 * `(status, message) => text`: the reader's language for a shared refusal, else the server's
 * message as it came (an area's own codes are its own screens' business).
 */
export function useRefusalText(): (status: unknown, message: string) => string {
  const { t } = useTranslation('ui');
  return (status, message) => {
    const key = sharedRefusalKey(status);
    return key === null ? message : t(key);
  };
}
