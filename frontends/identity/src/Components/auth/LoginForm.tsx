import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, useSession, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../identity.css';

export function LoginForm() {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => auth.login(body),
    onSuccess: (body) => signIn(body.user, body.token),
    onError: (error) => {
      showSnackbar(error instanceof ApiError && error.message ? error.message : t('login.failed'), { type: 'error' });
      setEmail('');
      setPassword('');
    },
  });

  // Login has no client checks: the server decides and its message is shown.
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ email, password });
  }

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="login-form">
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
        {/* Busy after success too: the page is leaving for where the visitor was going. */}
        <Button type="submit" isLoading={login.isPending || login.isSuccess} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </div>
      <p className="identity-muted">
        {t('login.haveCode')} <Link to="/verify">{t('login.verifyLink')}</Link>
      </p>
    </form>
  );
}
