import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, useSnackbar } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { AuthCard } from '../../Components/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';

export function ResetRequestRoute() {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      showSnackbar(t('resetRequest.emailRequired'), { type: 'error' });
      return;
    }
    setIsSubmitting(true);
    try {
      await auth.requestPasswordReset(email.trim());
      showSnackbar(t('resetRequest.checkEmail'), { type: 'success' });
      setEmail('');
    } catch (error) {
      const isNotFound = error instanceof ApiError && error.status === 'not-found';
      showSnackbar(t(isNotFound ? 'resetRequest.notFound' : 'resetRequest.unexpected'), { type: 'error' });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('resetRequest.title')} intro={t('resetRequest.intro')} testId="reset-request-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="identity-between">
          <Link to="/login">{t('register.goBack')}</Link>
          <Button type="submit" isLoading={isSubmitting} disabled={!email.trim()} data-testid="reset-request-submit">
            {t('resetRequest.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
