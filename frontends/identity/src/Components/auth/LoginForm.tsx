import { ApiError, auth } from '@art/sdk';
import { serverMessage } from '@art/sdk/refusals';
import { Button, TextInput, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { SuspendedNotice } from './SuspendedNotice.js';
import '../identity.css';

type LoginFormProps = {
  /** An operator's password was right: the second factor is asked for next. */
  onSecondFactor?: (step: auth.SecondFactorStep) => void;
  /** A suspended member chose to appeal, from the refusal's notice. */
  onAppeal?: (email: string) => void;
};

/** The refusal of a suspended account: its status, and the server's message naming the reason. */
const ACCOUNT_SUSPENDED = 'account-suspended';

export function LoginForm({ onSecondFactor, onAppeal }: LoginFormProps = {}) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { signIn } = useSession();
  const refusalText = useRefusalText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [suspension, setSuspension] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => auth.signIn(body),
    onSuccess: (body) => {
      if (body.status === 'second-factor') {
        setPassword('');
        onSecondFactor?.(body as auth.SecondFactorStep);
        return;
      }
      const session = body as auth.SessionResponse;
      signIn(session.user, session.token);
    },
    onError: (error) => {
      // A suspended member is told why and may appeal: the address stays for the appeal form.
      if (error instanceof ApiError && error.status === ACCOUNT_SUSPENDED) {
        setSuspension(error.message ? refusalText(error.status, error.message, error.code) : t('suspended.fallback'));
        setPassword('');
        return;
      }
      showSnackbar(serverMessage(error, t('login.failed'), refusalText), { type: 'error' });
      setEmail('');
      setPassword('');
    },
  });

  // Login has no client checks: the server decides and its refusal is shown in the reader's words.
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSuspension(null);
    login.mutate({ email, password });
  }

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="login-form">
      {suspension && <SuspendedNotice message={suspension} onAppeal={onAppeal && (() => onAppeal(email))} />}
      <TextInput
        label={t('common.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextInput
        label={t('common.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="identity-between">
        <Link to="/resetpassword">{t('login.forgotPassword')}</Link>
        {/* Busy after success too (but not for a second factor): the page is leaving for where the visitor was going. */}
        <Button
          type="submit"
          isLoading={login.isPending || (login.isSuccess && login.data?.status !== 'second-factor')}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </div>
      <p className="identity-muted">
        {t('login.haveCode')} <Link to="/verify">{t('login.verifyLink')}</Link>
      </p>
    </form>
  );
}
