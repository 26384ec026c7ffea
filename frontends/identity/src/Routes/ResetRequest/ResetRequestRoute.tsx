import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, usePageTitle, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../../Components/identity.css';

export function ResetRequestRoute() {
  const { t } = useIdentityTranslation();
  usePageTitle(t('resetRequest.title'));
  const { showSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const requestReset = useMutation({
    mutationFn: (address: string) => auth.requestPasswordReset(address),
    onSuccess: () => {
      showSnackbar(t('resetRequest.checkEmail'), { type: 'success' });
      setEmail('');
    },
    onError: (error) => {
      const key =
        error instanceof ApiError && error.status === 'not-found' ? 'resetRequest.notFound' : 'resetRequest.unexpected';
      // "Not found" is about the address typed; an unexpected failure is not the field's fault.
      setErrorKey(key === 'resetRequest.notFound' ? key : null);
      showSnackbar(t(key), { type: 'error' });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setErrorKey('resetRequest.emailRequired');
      showSnackbar(t('resetRequest.emailRequired'), { type: 'error' });
      return;
    }
    setErrorKey(null);
    requestReset.mutate(email.trim());
  }

  return (
    <AuthCard title={t('resetRequest.title')} intro={t('resetRequest.intro')} testId="reset-request-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrorKey(null);
          }}
          error={errorKey ? t(errorKey) : null}
        />
        <div className="identity-between">
          <Link to="/login">{t('register.goBack')}</Link>
          <Button
            type="submit"
            isLoading={requestReset.isPending}
            disabled={!email.trim()}
            data-testid="reset-request-submit"
          >
            {t('resetRequest.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
