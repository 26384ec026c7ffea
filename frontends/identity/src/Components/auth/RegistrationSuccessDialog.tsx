import { Button, Dialog } from '@art/ui';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';

type RegistrationSuccessDialogProps = { isOpen: boolean; onLogin: () => void; onClose: () => void };

export function RegistrationSuccessDialog({ isOpen, onLogin, onClose }: RegistrationSuccessDialogProps) {
  const { t } = useIdentityTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={t('verify.successTitle')}
      onClose={onClose}
      closeLabel={t('verify.later')}
      testId="registration-success-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('verify.later')}
          </Button>
          <Button onClick={onLogin} data-autofocus data-testid="registration-success-login">
            {t('verify.loginNow')}
          </Button>
        </>
      }
    >
      <p>{t('verify.successBody')}</p>
    </Dialog>
  );
}
