import { type ApiBody, auth } from '@art/sdk';
import type { Language } from '@art/ui';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { pageLanguage } from '../lib/pageLanguage.js';
import type { RegisterFields } from '../lib/validation.js';
import { useIdentityTranslation } from './useIdentityTranslation.js';

type Registration = RegisterFields & { language: Language };

type RegistrationCallbacks = Pick<UseMutationOptions<ApiBody, Error, RegisterFields>, 'onSuccess' | 'onError'>;

/**
 * Sends a registration with the language the page is in, the one the new member reads: identity
 * keeps it for the account and writes the account's mails in it, from the verification code on.
 */
export function useRegistration(callbacks: RegistrationCallbacks) {
  // The shell's i18next, through @art/ui (a remote has no react-i18next of its own bound to it).
  const { i18n } = useIdentityTranslation();
  return useMutation({
    ...callbacks,
    mutationFn: (fields: RegisterFields) => {
      const body: Registration = { ...fields, language: pageLanguage(i18n) };
      return auth.register(body);
    },
  });
}
