import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, useSession, useSnackbar } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { AuthCard } from '../../Components/AuthCard.js';
import { RegistrationSuccessDialog } from '../../Components/RegistrationSuccessDialog.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';

export function VerifyEmailRoute() {
  const { t } = useIdentityTranslation();
  const [, navigate] = useLocation();
  const { showSnackbar } = useSnackbar();
  const session = useSession();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);

  async function handleVerify(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      showSnackbar(t('verify.codeRequired'), { type: 'error' });
      return;
    }
    setIsVerifying(true);
    try {
      await auth.verifyEmail(code.trim());
      setCode('');
      // A signed-in reader's stored user still says emailVerified "false" until refreshed.
      if (session.isSignedIn) await session.refresh();
      setIsSuccessOpen(true);
    } catch (error) {
      const isInvalid = error instanceof ApiError;
      showSnackbar(isInvalid ? t('verify.invalidCode') : t('verify.failed'), { type: 'error' });
    } finally {
      setIsVerifying(false);
    }
  }

  async function handleResend(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      showSnackbar(t('verify.emailRequired'), { type: 'error' });
      return;
    }
    setIsResending(true);
    try {
      await auth.resendVerificationEmail(email.trim());
      showSnackbar(t('verify.sent', { email: email.trim() }), { type: 'success' });
    } catch (error) {
      const isUnknown = error instanceof ApiError && error.status === 'not-found';
      showSnackbar(isUnknown ? t('verify.notAssociated') : t('verify.failed'), { type: 'error' });
    } finally {
      setIsResending(false);
    }
  }

  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro')} testId="verify-page">
      <form className="identity-form" onSubmit={handleVerify} noValidate data-testid="verify-form">
        <TextInput
          label={t('verify.code')}
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="identity-actions">
          <Button type="submit" isLoading={isVerifying} data-testid="verify-submit">
            {t('verify.submit')}
          </Button>
        </div>
      </form>
      <form className="identity-form identity-section" onSubmit={handleResend} noValidate data-testid="resend-form">
        <h2>{t('verify.resendTitle')}</h2>
        <TextInput
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="identity-actions">
          <Button type="submit" variant="secondary" isLoading={isResending} data-testid="resend-submit">
            {t('verify.resendSubmit')}
          </Button>
        </div>
      </form>
      <RegistrationSuccessDialog
        isOpen={isSuccessOpen}
        onLogin={() => navigate('/login')}
        onClose={() => setIsSuccessOpen(false)}
      />
    </AuthCard>
  );
}
