import type { User } from '@art/sdk';
import { FullScreenLoader, i18nInstanceOf, type Session, SessionContext, useSnackbar } from '@art/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isShellKey, shellKeys } from '../startup/queryClient.js';
import { checkSession, type SessionCheck } from '../startup/sessionCheck.js';
import { applyAccountLanguage } from './accountLanguage.js';
import { endSession } from './endSession.js';
import { saveReturnTo, takeReturnTo } from './returnTo.js';
import { installSessionRenewal, type RenewedSession, renewEndedSession } from './sessionRenewal.js';
import { clearToken, readToken, writeToken } from './tokenCookie.js';

type SessionProviderProps = { children: ReactNode };

const signedIn = (user: User): SessionCheck => ({ kind: 'signedIn', user });

export function SessionProvider({ children }: SessionProviderProps) {
  const { t, i18n } = useTranslation('shell');
  const { showSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readToken());

  // Started by the entry script with the token of the cookie (see startupRequests); attaches to it.
  const check = useQuery({
    queryKey: shellKeys.session(token),
    queryFn: ({ signal }) => checkSession(token as string, signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  const user = check.data?.kind === 'signedIn' ? check.data.user : null;

  // Another person may use this browser next: nothing cached for one visitor is shown to the next.
  const forgetVisitorData = useCallback(() => {
    queryClient.resetQueries({ predicate: (query) => !isShellKey(query.queryKey) });
  }, [queryClient]);

  const clear = useCallback(() => {
    clearToken();
    setToken(null);
    queryClient.removeQueries({ queryKey: shellKeys.sessions });
    forgetVisitorData();
  }, [queryClient, forgetVisitorData]);

  // The same person with a renewed token (their role changed): the session goes on, nothing cached is dropped.
  const adopt = useCallback(
    (renewed: RenewedSession) => {
      writeToken(renewed.token);
      queryClient.setQueryData(shellKeys.session(renewed.token), signedIn(renewed.user));
      setToken(renewed.token);
    },
    [queryClient],
  );

  // A call refused because a role change ended the session is renewed once and sent again (sessionRenewal.ts).
  useEffect(
    () =>
      installSessionRenewal((renewed, ended) => {
        if (readToken() === ended) adopt(renewed);
      }),
    [adopt],
  );

  // Only a 401 ends the session (unless a role change alone ended it: then it is renewed once);
  // a 502 or no answer keeps the token for the next page load.
  useEffect(() => {
    if (check.data?.kind !== 'rejected' || token === null) return;
    const ended = token;
    let isCurrent = true;
    void renewEndedSession(ended).then((renewed) => {
      if (!isCurrent || readToken() !== ended) return;
      if (renewed) adopt(renewed);
      else clear();
    });
    return () => {
      isCurrent = false;
    };
  }, [check.data, token, clear, adopt]);

  const refresh = useCallback(async () => {
    const current = readToken();
    if (!current) {
      clear();
      return;
    }
    setToken(current);
    const result = await queryClient.fetchQuery<SessionCheck>({
      queryKey: shellKeys.session(current),
      queryFn: ({ signal }) => checkSession(current, signal),
      staleTime: 0,
    });
    if (result.kind === 'rejected') clear();
  }, [clear, queryClient]);

  const updateUser = useCallback(
    (nextUser: User) => {
      queryClient.setQueryData(shellKeys.session(token), signedIn(nextUser));
    },
    [queryClient, token],
  );

  const signIn = useCallback<Session<User>['signIn']>(
    (nextUser, nextToken, options = {}) => {
      // A new token for the member already signed in (the artist code's) is no sign-in: their
      // page stays as they have it. A page loaded with a session keeps the cookie's language too:
      // that session began with a sign-in in this browser, which brought the chosen language then.
      const startsSession = user?.id !== nextUser.id;
      writeToken(nextToken);
      queryClient.setQueryData(shellKeys.session(nextToken), signedIn(nextUser));
      setToken(nextToken);
      forgetVisitorData();
      const languageApplied = startsSession
        ? applyAccountLanguage(i18n, nextUser).catch((error) => console.error('account language not applied', error))
        : Promise.resolve();
      // Said in the language the page ends up in: `t` keeps the one it was rendered in.
      if (nextUser.emailVerified === 'false')
        void languageApplied.then(() =>
          showSnackbar(i18nInstanceOf(i18n).getFixedT(null, 'shell')('session.verifyNotice')),
        );
      if (options.shouldRedirect !== false) navigate(takeReturnTo() ?? '/', { replace: true });
    },
    [user, navigate, showSnackbar, i18n, queryClient, forgetVisitorData],
  );

  const signOut = useCallback(() => {
    const ending = readToken();
    if (ending) endSession(ending);
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

  const session = useMemo<Session<User>>(
    () => ({
      user,
      // The token counts only once the API accepted it; an unconfirmed one stays in the cookie.
      token: user ? token : null,
      isSignedIn: user !== null && token !== null,
      signIn,
      signOut,
      updateUser,
      requireLogin,
      refresh,
    }),
    [user, token, signIn, signOut, updateUser, requireLogin, refresh],
  );

  // While the check is running, or a refused token is being renewed (or dropped), nothing shows yet.
  if (token !== null && (check.isPending || check.data?.kind === 'rejected'))
    return <FullScreenLoader label={t('session.loading')} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
