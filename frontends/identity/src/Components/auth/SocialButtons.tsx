import { ApiError, auth, type User } from '@art/sdk';
import { Button, useSession, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { pageLanguage } from '../../lib/pageLanguage.js';
import { PROVIDER_NAMES, readSocialReturn } from '../../lib/socialReturn.js';
import { SuspendedNotice } from './SuspendedNotice.js';
import '../identity.css';

type SocialButtonsProps = {
  /** A suspended member chose to appeal, from the refusal's notice. */
  onAppeal?: (email: string) => void;
};

/** The refusal of a suspended account: its status, and the server's message naming the reason. */
const ACCOUNT_SUSPENDED = 'account-suspended';

/**
 * Sign in with Google or Facebook: each button is a page load of identity's start address, which
 * sends the browser to the provider; the provider sends it back through identity to /login, with
 * either a one-time code in the fragment (exchanged here for the session, then signed in as after
 * a password) or a refusal's code (told here in the page's language). Either leaves the address
 * bar at once: the code is good once, and a reload must not show an old refusal again.
 */
export function SocialButtons({ onAppeal }: SocialButtonsProps = {}) {
  const { t, i18n } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { signIn } = useSession<User>();
  const [leavingFor, setLeavingFor] = useState<auth.SocialProvider | null>(null);
  const [suspension, setSuspension] = useState<string | null>(null);

  const session = useMutation({
    mutationFn: (code: string) => auth.socialSession(code),
    onSuccess: (answer) => signIn(answer.user, answer.token),
    onError: (error) => {
      if (error instanceof ApiError && error.status === ACCOUNT_SUSPENDED) {
        setSuspension(error.message || t('suspended.fallback'));
        return;
      }
      showSnackbar(error instanceof ApiError && error.message ? error.message : t('login.socialFailed'), {
        type: 'error',
      });
    },
  });
  const exchange = useRef(session.mutate);
  exchange.current = session.mutate;

  useEffect(() => {
    const back = readSocialReturn(window.location.hash);
    if (!back) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    if (back.kind === 'session') {
      exchange.current(back.code);
      return;
    }
    const provider = back.provider ? PROVIDER_NAMES[back.provider] : 'Google / Facebook';
    showSnackbar(back.refusal ? t(`login.socialError.${back.refusal}`, { provider }) : t('login.socialFailed'), {
      type: 'error',
    });
  }, [showSnackbar, t]);

  const leaveFor = (provider: auth.SocialProvider) => {
    setLeavingFor(provider);
    // A first sign-in makes the account: it starts in the language the page is in, as a registration does.
    window.location.assign(auth.socialSignInUrl(provider, pageLanguage(i18n)));
  };
  const busy = leavingFor !== null || session.isPending || session.isSuccess;

  return (
    <>
      {suspension && <SuspendedNotice message={suspension} onAppeal={onAppeal && (() => onAppeal(''))} />}
      <div className="identity-social">
        <Button
          variant="secondary"
          isFullWidth
          isLoading={leavingFor === 'google'}
          disabled={busy}
          onClick={() => leaveFor('google')}
          data-testid="login-google"
        >
          {t('login.google')}
        </Button>
        <Button
          variant="secondary"
          isFullWidth
          isLoading={leavingFor === 'facebook'}
          disabled={busy}
          onClick={() => leaveFor('facebook')}
          data-testid="login-facebook"
        >
          {t('login.facebook')}
        </Button>
      </div>
    </>
  );
}
