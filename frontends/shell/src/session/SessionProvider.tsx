import { auth, type User } from '@art/sdk';
import { FullScreenLoader, type Session, SessionContext, useSnackbar } from '@art/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { saveReturnTo, takeReturnTo } from './returnTo.js';
import { clearToken, readToken, writeToken } from './tokenCookie.js';

type SessionProviderProps = { children: ReactNode };

export function SessionProvider({ children }: SessionProviderProps) {
  const { t } = useTranslation('shell');
  const { showSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  const [token, setToken] = useState<string | null>(() => readToken());
  const [user, setUser] = useState<User | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(() => readToken() !== null);

  const clear = useCallback(() => {
    clearToken();
    setToken(null);
    setUser(null);
  }, []);

  const refresh = useCallback(async () => {
    const current = readToken();
    if (!current) {
      clear();
      return;
    }
    try {
      const body = await auth.authenticate(current);
      setUser(body.user);
      setToken(current);
    } catch {
      // The spec treats any failed refresh as logged out.
      clear();
    }
  }, [clear]);

  useEffect(() => {
    if (!isRefreshing) return;
    refresh().finally(() => setIsRefreshing(false));
  }, [isRefreshing, refresh]);

  const signIn = useCallback<Session['signIn']>(
    (nextUser, nextToken, options = {}) => {
      writeToken(nextToken);
      setToken(nextToken);
      setUser(nextUser);
      if (nextUser.emailVerified === 'false') showSnackbar(t('session.verifyNotice'));
      if (options.shouldRedirect !== false) navigate(takeReturnTo() ?? '/', { replace: true });
    },
    [navigate, showSnackbar, t],
  );

  const signOut = useCallback(() => {
    clear();
    navigate('/', { replace: true });
  }, [clear, navigate]);

  const requireLogin = useCallback(
    (message?: string) => {
      // Read at call time, as the address bar has it (wouter's hooks give a decoded path and search).
      saveReturnTo(`${window.location.pathname}${window.location.search}`);
      showSnackbar(message ?? t('session.pleaseLogin'));
      navigate('/login');
    },
    [navigate, showSnackbar, t],
  );

  const session = useMemo<Session>(
    () => ({
      user,
      token,
      isSignedIn: user !== null && token !== null,
      signIn,
      signOut,
      updateUser: setUser,
      requireLogin,
      refresh,
    }),
    [user, token, signIn, signOut, requireLogin, refresh],
  );

  if (isRefreshing) return <FullScreenLoader label={t('session.loading')} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
