import { addTranslations } from '@art/ui';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

// '@art/ui/refusals': not in the package root, which the shell shares with every remote and so
// loads in the first render (its budget has no room left); each remote that shows a refusal
// bundles this entry, which registers its words (the `refusals` namespace) when it loads.
addTranslations(i18next, 'refusals', {
  en: {
    'email-not-verified': 'Please verify your e-mail address first',
    blocked: 'You cannot interact with this user',
    'private-account': 'This account is private',
  },
  ne: {
    'email-not-verified': 'कृपया पहिले आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्',
    blocked: 'तपाईं यो प्रयोगकर्तासँग अन्तरक्रिया गर्न सक्नुहुन्न',
    'private-account': 'यो खाता निजी छ',
  },
  zh: {
    'email-not-verified': '请先验证您的电子邮件地址',
    blocked: '您无法与该用户互动',
    'private-account': '这是一个私密账户',
  },
});

/**
 * Refusals any area's screens may meet (the gateway's unverified e-mail; every service's audience:
 * a block, a private account), translated once here by their status code instead of in every remote.
 */
export const SHARED_REFUSALS = ['email-not-verified', 'blocked', 'private-account'] as const;
export type SharedRefusal = (typeof SHARED_REFUSALS)[number];

/** The `refusals` key of a refusal's own words, or null when the status is not one of them. */
export function sharedRefusalKey(status: unknown): SharedRefusal | null {
  return SHARED_REFUSALS.includes(status as SharedRefusal) ? (status as SharedRefusal) : null;
}

/**
 * `(status, message) => text`: the reader's language for a shared refusal, else the server's
 * message as it came (an area's own codes are its own screens' business).
 */
export function useRefusalText(): (status: unknown, message: string) => string {
  const { t } = useTranslation('refusals');
  return (status, message) => {
    const key = sharedRefusalKey(status);
    return key === null ? message : t(key);
  };
}
