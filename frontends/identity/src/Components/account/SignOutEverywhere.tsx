import { auth } from '@art/sdk';
import { Button, ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../identity.css';

/**
 * Ends every session of the account (a lost phone, a shared computer). This one ends too: the
 * server refuses the old token from now on, so it is dropped here and the person signs in again.
 */
export function SignOutEverywhere() {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { token, signOut } = useSession();
  const [, navigate] = useLocation();
  const [isConfirming, setIsConfirming] = useState(false);

  const signOutEverywhere = useMutation({
    mutationFn: () => auth.logoutEverywhere(token ?? ''),
    onSuccess: () => {
      setIsConfirming(false);
      signOut();
      navigate('/login', { replace: true });
      showSnackbar(t('signOutEverywhere.done'), { type: 'success' });
    },
    onError: () => showSnackbar(t('signOutEverywhere.failed'), { type: 'error' }),
  });

  return (
    <section className="identity-section" aria-labelledby="sign-out-everywhere-title">
      <h2 id="sign-out-everywhere-title">{t('signOutEverywhere.title')}</h2>
      <p className="identity-muted">{t('signOutEverywhere.intro')}</p>
      <div className="identity-actions">
        <Button variant="danger" onClick={() => setIsConfirming(true)} data-testid="sign-out-everywhere">
          {t('signOutEverywhere.button')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('signOutEverywhere.confirmTitle')}
        message={t('signOutEverywhere.confirmMessage')}
        confirmLabel={t('signOutEverywhere.button')}
        isDanger
        isBusy={signOutEverywhere.isPending}
        onConfirm={() => signOutEverywhere.mutate()}
        onCancel={() => setIsConfirming(false)}
        testId="sign-out-everywhere-dialog"
      />
    </section>
  );
}
