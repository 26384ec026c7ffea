import { studio } from '@art/sdk';
import { Button, TextInput, useSession, useSnackbar } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { AuthCard } from '../../Components/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';

export function ArtistCodeRoute() {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { token, signIn } = useSession();
  const [code, setCode] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token || !code.trim()) return;
    setIsSubmitting(true);
    try {
      const body = await studio.validateArtistCode(token, code.trim());
      // The new token carries the artist role; the page reloads so every area sees it.
      signIn(body.user, body.token, { shouldRedirect: false });
      showSnackbar(t('artistCode.success'), { type: 'success' });
      window.setTimeout(() => window.location.reload(), 1500);
    } catch {
      showSnackbar(t('artistCode.failed'), { type: 'error' });
      setCode('');
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('artistCode.title')} intro={t('artistCode.intro')} testId="artist-code-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput label={t('artistCode.code')} name="code" value={code} onChange={(e) => setCode(e.target.value)} />
        <div className="identity-actions">
          <Button type="submit" isLoading={isSubmitting} disabled={!code.trim()} data-testid="artist-code-submit">
            {t('artistCode.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
