import { Button, tabPanelId, usePageTitle } from '@art/ui';
import { useState } from 'react';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { LoginForm } from '../../Components/auth/LoginForm.js';
import { RegisterForm } from '../../Components/auth/RegisterForm.js';
import { SocialButtons } from '../../Components/auth/SocialButtons.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../../Components/identity.css';
import './LoginRoute.css';

type LoginTab = 'login' | 'register';

/** Two views on one page: sign in (with social buttons) and Register Via Email with a Go Back link. */
export function LoginRoute() {
  const { t } = useIdentityTranslation();
  const [tab, setTab] = useState<LoginTab>('login');
  usePageTitle(t(tab === 'register' ? 'register.title' : 'login.loginTab'));

  if (tab === 'register') {
    return (
      <AuthCard title={t('register.title')} testId="register-page">
        <div id={tabPanelId('login', 'register')}>
          <RegisterForm onGoBack={() => setTab('login')} onRegistered={() => setTab('login')} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')} testId="login-page">
      <div id={tabPanelId('login', 'login')}>
        <SocialButtons />
        <div className="identity-social">
          <Button variant="primary" isFullWidth onClick={() => setTab('register')} data-testid="register-via-email">
            {t('login.registerViaEmail')}
          </Button>
        </div>
        <div className="identity-divider">{t('login.or')}</div>
        <LoginForm />
      </div>
    </AuthCard>
  );
}
