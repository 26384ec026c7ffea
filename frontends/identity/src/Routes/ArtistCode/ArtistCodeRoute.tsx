import { ApiError, studio } from '@art/sdk';
import { Button, TextInput, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../../Components/identity.css';

export function ArtistCodeRoute() {
  const { t } = useIdentityTranslation();
  usePageTitle(t('artistCode.title'));
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const { token, signIn } = useSession();
  const [code, setCode] = useState('');
  const [isRefused, setIsRefused] = useState(false);

  const validate = useMutation({
    mutationFn: (value: string) => studio.validateArtistCode(token ?? '', value),
    onSuccess: (body) => {
      // The new token carries the artist role; the page reloads so every area sees it.
      signIn(body.user, body.token, { shouldRedirect: false });
      showSnackbar(t('artistCode.success'), { type: 'success' });
      window.setTimeout(() => window.location.reload(), 1500);
    },
    onError: (error) => {
      // Too many guesses says nothing about this code: the member waits and types it again.
      if (error instanceof ApiError && error.status === 'rate-limited') {
        showSnackbar(t('common.tooManyAttempts'), { type: 'error' });
        return;
      }
      // An unverified e-mail says nothing about this code either: the refusal names its fix.
      if (error instanceof ApiError && error.status === 'email-not-verified') {
        showSnackbar(refusalText(error.status, error.message, error.code), { type: 'error' });
        return;
      }
      showSnackbar(t('artistCode.failed'), { type: 'error' });
      setIsRefused(true);
      setCode('');
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token || !code.trim()) return;
    setIsRefused(false);
    validate.mutate(code.trim());
  }

  return (
    <AuthCard title={t('artistCode.title')} intro={t('artistCode.intro')} testId="artist-code-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('artistCode.code')}
          name="code"
          required
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setIsRefused(false);
          }}
          error={isRefused ? t('artistCode.failed') : null}
        />
        <div className="identity-actions">
          <Button
            type="submit"
            // Still busy after success: the page is about to reload.
            isLoading={validate.isPending || validate.isSuccess}
            disabled={!code.trim()}
            data-testid="artist-code-submit"
          >
            {t('artistCode.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
