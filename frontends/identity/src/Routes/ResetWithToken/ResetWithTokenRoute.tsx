import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, useSnackbar } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { AuthCard } from '../../Components/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { isNewPasswordValid } from '../../validation.js';

export function ResetWithTokenRoute() {
  const { t } = useIdentityTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const { showSnackbar } = useSnackbar();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerErrors([]);
    if (!isNewPasswordValid(password, confirmPassword)) {
      showSnackbar(t('resetWithToken.checkPassword'), { type: 'error' });
      return;
    }
    setIsSubmitting(true);
    try {
      await auth.resetPassword(token, { password, confirmPassword });
      showSnackbar(t('resetWithToken.changed'), { type: 'success' });
      navigate('/login');
    } catch (error) {
      if (error instanceof ApiError && error.status === 'not-found') {
        showSnackbar(t('resetWithToken.invalidToken'), { type: 'error' });
      } else if (error instanceof ApiError && error.status === 'validate-error') {
        setServerErrors(error.messages);
        showSnackbar(t('resetWithToken.validation'), { type: 'error' });
      } else {
        showSnackbar(t('resetWithToken.unexpected'), { type: 'error' });
      }
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('resetWithToken.title')} testId="reset-token-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('resetWithToken.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextInput
          label={t('resetWithToken.confirmPassword')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <div className="identity-actions">
          <Button type="submit" isLoading={isSubmitting} data-testid="reset-token-submit">
            {t('resetWithToken.submit')}
          </Button>
        </div>
        {serverErrors.length > 0 && (
          <div role="alert" data-testid="reset-errors">
            <p className="identity-invalid">{t('resetWithToken.errorsLabel')}</p>
            <ul className="identity-errors">
              {serverErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </AuthCard>
  );
}
