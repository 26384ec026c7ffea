import { ApiError, auth, type User } from '@art/sdk';
import { serverMessage } from '@art/sdk/refusals';
import { Button, TextInput, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { RegistrationSuccessDialog } from '../../Components/auth/RegistrationSuccessDialog.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { forgetRegisteredEmail, registeredEmail } from '../../lib/registeredEmail.js';
import '../../Components/identity.css';

type FieldErrors = { email?: string; code?: string };

/**
 * A code is checked against one account: the address typed here (prefilled with the one just
 * registered), or the signed-in account, whose address is shown and cannot be changed.
 */
export function VerifyEmailRoute() {
  const { t } = useIdentityTranslation();
  usePageTitle(t('verify.title'));
  const [, navigate] = useLocation();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const session = useSession<User>();
  const signedInEmail = session.isSignedIn ? (session.user?.email ?? '') : '';
  const [email, setEmail] = useState(() => signedInEmail || registeredEmail());
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);
  const address = (signedInEmail || email).trim();

  function fail(field: keyof FieldErrors, key: string, values?: Record<string, string>) {
    setErrors({ [field]: key });
    showSnackbar(t(key, values), { type: 'error' });
  }

  const verify = useMutation({
    mutationFn: (body: { code: string; email: string }) => auth.verifyEmail(body, { token: session.token }),
    onSuccess: async () => {
      setCode('');
      forgetRegisteredEmail();
      // A signed-in reader's stored user still says emailVerified "false" until refreshed.
      if (session.isSignedIn) await session.refresh();
      setIsSuccessOpen(true);
    },
    onError: (error) =>
      error instanceof ApiError
        ? fail('code', 'verify.invalidCode')
        : showSnackbar(t('verify.failed'), { type: 'error' }),
  });

  const resend = useMutation({
    mutationFn: (to: string) => auth.resendVerificationEmail(to),
    onSuccess: (_, to) => showSnackbar(t('verify.sent', { email: to }), { type: 'success' }),
    onError: (error) =>
      error instanceof ApiError && error.status === 'not-found'
        ? fail('email', 'verify.notAssociated')
        : // An address verified already, too many asks: the server's refusal in the reader's words.
          showSnackbar(serverMessage(error, t('verify.failed'), refusalText), { type: 'error' }),
  });

  function handleVerify(event: FormEvent) {
    event.preventDefault();
    if (!address) return fail('email', 'verify.emailRequired');
    if (!code.trim()) return fail('code', 'verify.codeRequired');
    setErrors({});
    verify.mutate({ code: code.trim(), email: address });
  }

  function handleResend(event: FormEvent) {
    event.preventDefault();
    if (!address) return fail('email', 'verify.emailRequired');
    setErrors({});
    resend.mutate(address);
  }

  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro')} testId="verify-page">
      <form className="identity-form" onSubmit={handleVerify} noValidate data-testid="verify-form">
        <TextInput
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={Boolean(signedInEmail)}
          value={signedInEmail || email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors({});
          }}
          error={errors.email ? t(errors.email) : null}
        />
        <TextInput
          label={t('verify.code')}
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setErrors({});
          }}
          error={errors.code ? t(errors.code) : null}
        />
        <div className="identity-actions">
          <Button type="submit" isLoading={verify.isPending} data-testid="verify-submit">
            {t('verify.submit')}
          </Button>
        </div>
      </form>
      <form className="identity-form identity-section" onSubmit={handleResend} noValidate data-testid="resend-form">
        <h2>{t('verify.resendTitle')}</h2>
        <p className="identity-muted">{t('verify.resendIntro')}</p>
        <div className="identity-actions">
          <Button type="submit" variant="secondary" isLoading={resend.isPending} data-testid="resend-submit">
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
