import type { auth } from '@art/sdk';
import { Button, tabPanelId, usePageTitle } from '@art/ui';
import { useState } from 'react';
import { AppealForm } from '../../Components/auth/AppealForm.js';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { LoginForm } from '../../Components/auth/LoginForm.js';
import { RegisterForm } from '../../Components/auth/RegisterForm.js';
import { SecondFactorForm } from '../../Components/auth/SecondFactorForm.js';
import { SocialButtons } from '../../Components/auth/SocialButtons.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../../Components/identity.css';
import './LoginRoute.css';

type LoginView =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'second-factor'; step: auth.SecondFactorStep }
  | { kind: 'appeal'; email: string };

/**
 * Sign in (with social buttons) and Register Via Email with a Go Back link; an operator's second
 * step (the authenticator's code, with the key to add at the first sign-in); a suspended member's
 * appeal. One h1 per view.
 */
export function LoginRoute() {
  const { t } = useIdentityTranslation();
  const [view, setView] = useState<LoginView>({ kind: 'login' });
  const titles = {
    login: 'login.loginTab',
    register: 'register.title',
    'second-factor': 'secondFactor.title',
    appeal: 'appeal.title',
  } as const;
  usePageTitle(t(titles[view.kind]));
  const backToLogin = () => setView({ kind: 'login' });

  if (view.kind === 'register') {
    return (
      <AuthCard title={t('register.title')} testId="register-page">
        <div id={tabPanelId('login', 'register')}>
          <RegisterForm onGoBack={backToLogin} onRegistered={backToLogin} />
        </div>
      </AuthCard>
    );
  }

  if (view.kind === 'second-factor') {
    return (
      <AuthCard title={t('secondFactor.title')} testId="second-factor-page">
        <SecondFactorForm step={view.step} onRestart={backToLogin} />
      </AuthCard>
    );
  }

  if (view.kind === 'appeal') {
    return (
      <AuthCard title={t('appeal.title')} intro={t('appeal.intro')} testId="appeal-page">
        <AppealForm initialEmail={view.email} onGoBack={backToLogin} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')} testId="login-page">
      <div id={tabPanelId('login', 'login')}>
        <SocialButtons onAppeal={(email) => setView({ kind: 'appeal', email })} />
        <div className="identity-social">
          <Button
            variant="primary"
            isFullWidth
            onClick={() => setView({ kind: 'register' })}
            data-testid="register-via-email"
          >
            {t('login.registerViaEmail')}
          </Button>
        </div>
        <div className="identity-divider">{t('login.or')}</div>
        <LoginForm
          onSecondFactor={(step) => setView({ kind: 'second-factor', step })}
          onAppeal={(email) => setView({ kind: 'appeal', email })}
        />
      </div>
    </AuthCard>
  );
}
