import { Button, TextArea, TextInput, usePageTitle } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { isEmail } from '../../lib/validation.js';
import '../../Components/identity.css';

// Deletion is handled by people, not the API: the page only prepares an e-mail to support.
const SUPPORT_EMAIL = 'support@artmarketplace.com.np';

export function DeleteAccountRequestRoute() {
  const { t } = useIdentityTranslation();
  usePageTitle(t('deleteAccount.title'));
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [hasTried, setHasTried] = useState(false);
  const isEmailValid = isEmail(email);
  const isReasonValid = reason.trim() !== '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTried(true);
    if (!isEmailValid || !isReasonValid) return;
    const subject = t('deleteAccount.mailSubject');
    const body = t('deleteAccount.mailBody', { email: email.trim(), reason: reason.trim() });
    window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  }

  return (
    <AuthCard title={t('deleteAccount.title')} intro={t('deleteAccount.intro')} testId="delete-account-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={`${t('common.email')} *`}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={hasTried && !isEmailValid ? t('deleteAccount.invalidEmail') : null}
        />
        <TextArea
          label={`${t('deleteAccount.reason')} *`}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={hasTried && !isReasonValid ? t('deleteAccount.reasonRequired') : null}
        />
        <div className="identity-actions">
          <Button type="submit" variant="danger" data-testid="delete-account-submit">
            {t('deleteAccount.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
